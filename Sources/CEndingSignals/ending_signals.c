#include "CEndingSignals.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t ending_signal = 0;
static int wake_pipe[2] = { -1, -1 };

// Async-signal-safe: records the signal and writes a byte to the self-pipe (a full pipe already holds one).
static void on_ending_signal(int signal_number) {
    int saved = errno;
    ending_signal = signal_number;
    if (wake_pipe[1] >= 0) {
        ssize_t written = write(wake_pipe[1], "!", 1);
        (void)written;
    }
    errno = saved;
}

int kuchi_ending_signals_install(void) {
    if (wake_pipe[0] < 0) {
        int ends[2];
        if (pipe(ends) != 0) return -1;
        for (int end = 0; end < 2; end++) {
            fcntl(ends[end], F_SETFD, FD_CLOEXEC);
            fcntl(ends[end], F_SETFL, fcntl(ends[end], F_GETFL) | O_NONBLOCK);
        }
        wake_pipe[0] = ends[0];
        wake_pipe[1] = ends[1];
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_ending_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGHUP, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    // A parent may have started Kuchi with them blocked (a program spawned from a libdispatch worker thread
    // inherits its mask): a blocked signal would stay pending, neither handled nor ending the process.
    sigset_t ending;
    sigemptyset(&ending);
    sigaddset(&ending, SIGHUP);
    sigaddset(&ending, SIGTERM);
    pthread_sigmask(SIG_UNBLOCK, &ending, NULL);
    return 0;
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

void kuchi_raise_default_action(int signal_number) {
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}
