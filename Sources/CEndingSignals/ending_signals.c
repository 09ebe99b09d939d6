#include "CEndingSignals.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t ending_signal = 0;
static int wake_pipe[2] = { -1, -1 };
// Set once a write after an ending signal was given up (its line possibly cut): nothing more is written.
static int output_given_up = 0;

// How long a write after an ending signal waits for its reader, in all: the session is stored already.
enum { KUCHI_WRITE_GRACE_MS = 500 };

// Async-signal-safe: records the signal and writes a byte to the self-pipe (a full pipe already holds one).
// From now on a reader gone away no longer kills the process (SIGPIPE ignored; sigaction is async-signal-safe):
// the writes that follow are best-effort, and the process ends as the ending signal would.
static void on_ending_signal(int signal_number) {
    int saved = errno;
    ending_signal = signal_number;
    struct sigaction ignore;
    memset(&ignore, 0, sizeof ignore);
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    (void)sigaction(SIGPIPE, &ignore, NULL);
    if (wake_pipe[1] >= 0) {
        ssize_t written = write(wake_pipe[1], "!", 1);
        (void)written;
    }
    errno = saved;
}

// Makes one end of the self-pipe close-on-exec and non-blocking; 0, or -1 with errno set.
static int prepare_pipe_end(int descriptor) {
    int flags = fcntl(descriptor, F_GETFL);
    if (flags < 0) return -1;
    if (fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) != 0) return -1;
    return fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0 ? 0 : -1;
}

// Catches `signal_number` with `action` unless it was ignored on entry (nohup, a shell's background job):
// an ignored signal stays ignored. 0, or -1 with errno set.
static int catch_unless_ignored(int signal_number, const struct sigaction *action) {
    struct sigaction old;
    if (sigaction(signal_number, NULL, &old) != 0) return -1;
    if (old.sa_handler == SIG_IGN) return 0;
    return sigaction(signal_number, action, NULL);
}

int kuchi_ending_signals_install(void) {
    if (wake_pipe[0] < 0) {
        int ends[2];
        if (pipe(ends) != 0) return -1;
        if (prepare_pipe_end(ends[0]) != 0 || prepare_pipe_end(ends[1]) != 0) {
            int saved = errno;
            close(ends[0]);
            close(ends[1]);
            errno = saved;
            return -1;
        }
        wake_pipe[0] = ends[0];
        wake_pipe[1] = ends[1];
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_ending_signal;
    sigemptyset(&action.sa_mask);
    // No SA_RESTART: a write blocked on a reader that stopped reading returns (EINTR), so the signal still ends
    // the process (``kuchi_write_unless_ending``); reads wait in poll, and SQLite retries its writes on EINTR.
    action.sa_flags = 0;
    if (catch_unless_ignored(SIGHUP, &action) != 0 || catch_unless_ignored(SIGTERM, &action) != 0) return -1;
    // A parent may have started Kuchi with them blocked (a program spawned from a libdispatch worker thread
    // inherits its mask): a blocked signal would stay pending, neither handled nor ending the process.
    sigset_t ending;
    sigemptyset(&ending);
    sigaddset(&ending, SIGHUP);
    sigaddset(&ending, SIGTERM);
    return pthread_sigmask(SIG_UNBLOCK, &ending, NULL) == 0 ? 0 : -1;
}

int kuchi_ending_signal(void) {
    return ending_signal;
}

ssize_t kuchi_read_unless_ending(int descriptor, void *buffer, size_t count) {
    for (;;) {
        // The flag is looked at before each wait; a signal landing after the look leaves a byte in the pipe,
        // so the wait returns at once.
        if (ending_signal) return -2;
        struct pollfd ready[2] = {
            { .fd = descriptor, .events = POLLIN, .revents = 0 },
            { .fd = wake_pipe[0], .events = POLLIN, .revents = 0 },
        };
        int count_ready = poll(ready, wake_pipe[0] >= 0 ? 2 : 1, -1);
        if (count_ready < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        if (ending_signal) return -2;
        if (ready[0].revents != 0) return read(descriptor, buffer, count);
    }
}

// Milliseconds of a monotonic clock.
static long long now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

int kuchi_write_unless_ending(int descriptor, const void *bytes, size_t count) {
    const char *next = bytes;
    long long deadline = -1;
    while (count > 0) {
        if (output_given_up) return -2;
        size_t chunk = count;
        if (ending_signal) {
            // Best-effort: wait a little for room, then write no more than a pipe takes without blocking.
            if (deadline < 0) deadline = now_ms() + KUCHI_WRITE_GRACE_MS;
            long long left = deadline - now_ms();
            struct pollfd room = { .fd = descriptor, .events = POLLOUT, .revents = 0 };
            int ready = left > 0 ? poll(&room, 1, (int)left) : 0;
            if (ready < 0 && errno == EINTR) continue;
            if (ready <= 0 || (room.revents & (POLLERR | POLLHUP | POLLNVAL)) != 0) {
                output_given_up = 1;
                return -2;
            }
            if (chunk > PIPE_BUF) chunk = PIPE_BUF;
        }
        ssize_t written = write(descriptor, next, chunk);
        if (written < 0) {
            if (errno == EINTR) continue; // after an ending signal, the next turn waits with a deadline
            if (ending_signal) {
                output_given_up = 1;
                return -2;
            }
            return -1;
        }
        if (written == 0) {
            errno = EIO;
            return -1;
        }
        next += written;
        count -= (size_t)written;
    }
    return 0;
}

void kuchi_raise_default_action(int signal_number) {
    signal(signal_number, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signal_number);
    pthread_sigmask(SIG_UNBLOCK, &only, NULL);
    raise(signal_number);
    // Raising should not come back (the default action of SIGHUP and SIGTERM ends the process); should it,
    // the exit status still says which signal ended the session.
    _exit(128 + signal_number);
}

// The line SIGINT writes before it ends the process (``kuchi_interrupt_notice_install``).
static char interrupt_notice[512];
static volatile sig_atomic_t interrupt_notice_length = 0;

// The paths SIGINT removes before the process ends (``kuchi_interrupt_removes``), each ended by a NUL.
static char interrupt_removals[KUCHI_INTERRUPT_REMOVALS_MAX][4096];
static volatile sig_atomic_t interrupt_removal_count = 0;

// Async-signal-safe: removes what was registered, writes the notice, then ends the process as the signal (SIGINT,
// SIGHUP or SIGTERM) would.
// While held (``kuchi_interrupt_hold``), the first signal is kept here instead of acted on.
static volatile sig_atomic_t interrupt_held = 0;
static volatile sig_atomic_t interrupt_pending = 0;

// The terminal settings SIGINT puts back before it ends the process (``kuchi_interrupt_restores_terminal``).
static struct termios interrupt_terminal;
static volatile sig_atomic_t interrupt_restores_terminal = 0;

void kuchi_interrupt_restores_terminal(int descriptor_or_minus_one, const struct termios *settings) {
    interrupt_restores_terminal = 0;
    if (descriptor_or_minus_one < 0 || settings == NULL) return;
    interrupt_terminal = *settings;
    interrupt_restores_terminal = descriptor_or_minus_one + 1;
}

static void on_interrupt(int signal_number) {
    if (interrupt_held) {
        if (interrupt_pending == 0) interrupt_pending = signal_number;
        return;
    }
    // tcsetattr is async-signal-safe: the terminal is left as the user had it.
    if (interrupt_restores_terminal > 0) (void)tcsetattr(interrupt_restores_terminal - 1, TCSANOW, &interrupt_terminal);
    // Removed first: a notice written to a pipe whose reader is gone would end the process (SIGPIPE) before.
    for (int index = 0; index < interrupt_removal_count; index++) {
        // A path ending in '/' is a folder, removed only when it is one and empty (rmdir refuses a file or a link,
        // even a link to a folder); any other path is a file, unlinked.
        const char *path = interrupt_removals[index];
        size_t length = strlen(path);
        if (length > 0 && path[length - 1] == '/') (void)rmdir(path);
        else (void)unlink(path);
    }
    if (interrupt_notice_length > 0) {
        ssize_t written = write(STDERR_FILENO, interrupt_notice, (size_t)interrupt_notice_length);
        (void)written;
    }
    kuchi_raise_default_action(signal_number);
}

int kuchi_interrupt_removes(const char *const *paths, int count) {
    interrupt_removal_count = 0;
    if (count > KUCHI_INTERRUPT_REMOVALS_MAX) count = KUCHI_INTERRUPT_REMOVALS_MAX;
    int kept = 0;
    for (int index = 0; index < count; index++) {
        size_t length = strlen(paths[index]);
        if (length >= sizeof interrupt_removals[0]) continue;
        memcpy(interrupt_removals[kept], paths[index], length + 1);
        kept++;
    }
    interrupt_removal_count = kept;
    return kept;
}

// The signals on_interrupt handles: Ctrl-C, and a terminal closed or a kill, which leave the same things behind.
static const int interrupt_signals[] = { SIGINT, SIGHUP, SIGTERM };
enum { INTERRUPT_SIGNAL_COUNT = sizeof interrupt_signals / sizeof interrupt_signals[0] };

// Whether on_interrupt is installed (possibly under a handler installed later that chains to it, such as the
// scratch folders' of an Anki import): a new notice then only replaces the text, keeping that handler in place.
static volatile sig_atomic_t interrupt_handler_installed = 0;

int kuchi_interrupt_notice_install(const char *notice) {
    size_t length = strlen(notice);
    if (length >= sizeof interrupt_notice) length = sizeof interrupt_notice - 1;
    interrupt_notice_length = 0;
    memcpy(interrupt_notice, notice, length);
    interrupt_notice_length = (sig_atomic_t)length;
    if (interrupt_handler_installed) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    // Returns only while held (``kuchi_interrupt_hold``): a read or write it cut then is restarted, not failed.
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < INTERRUPT_SIGNAL_COUNT; index++) {
        if (catch_unless_ignored(interrupt_signals[index], &action) != 0) return -1;
    }
    interrupt_handler_installed = 1;
    return 0;
}

void kuchi_interrupt_notice_remove(void) {
    // Silent and removing nothing even while a handler installed later still chains to on_interrupt.
    interrupt_notice_length = 0;
    interrupt_removal_count = 0;
    struct sigaction old;
    if (sigaction(SIGINT, NULL, &old) != 0 || old.sa_handler != on_interrupt) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < INTERRUPT_SIGNAL_COUNT; index++) {
        if (sigaction(interrupt_signals[index], NULL, &old) == 0 && old.sa_handler == on_interrupt) {
            (void)sigaction(interrupt_signals[index], &action, NULL);
        }
    }
    interrupt_handler_installed = 0;
}

void kuchi_interrupt_hold(void) {
    interrupt_pending = 0;
    interrupt_held = 1;
}

void kuchi_interrupt_release(void) {
    interrupt_held = 0;
    int pending = interrupt_pending;
    interrupt_pending = 0;
    if (pending != 0) on_interrupt(pending);
}
