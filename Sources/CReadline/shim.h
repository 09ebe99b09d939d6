// A small shim over GNU readline for Swift: the headers in the order readline needs (stdio.h first),
// and setter/getter functions so Swift never touches readline's mutable globals directly.
#ifndef KUCHI_CREADLINE_SHIM_H
#define KUCHI_CREADLINE_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>
#include <locale.h>
#include <langinfo.h>
#include <poll.h>
#include <errno.h>
#include <fcntl.h>
#include <readline/readline.h>
#include <readline/history.h>

static volatile sig_atomic_t kuchi_interrupt_pending = 0;
static volatile sig_atomic_t kuchi_stop_pending = 0;
// SIGHUP (the terminal closed) or SIGTERM: the signal's number, until the session is ended and it is raised again.
static volatile sig_atomic_t kuchi_hangup_signal = 0;
// The self-pipe a signal handler writes a byte to, so that the wait for a key (``kuchi_getc``) wakes even when
// the signal lands after its flags were checked and before the wait began: [0] is read, [1] written; -1 when unset.
static int kuchi_wake_pipe[2] = { -1, -1 };
// Whether the last key was a Ctrl-C on an empty line (the way to leave was just shown): another one leaves.
static int kuchi_leave_armed = 0;
// Whether a second Ctrl-C on an empty line asked to leave: the read ends as Ctrl-D's does.
static int kuchi_leave_requested = 0;
// What a Ctrl-C on an empty line says about leaving, set for one read (a yes-or-no question's own way out);
// NULL: the session's reminder.
static const char *kuchi_interrupt_hint = NULL;

// Wakes the wait for a key (async-signal-safe; errno is kept for the code the signal interrupted). A full pipe
// already holds a wake-up, so a failed write loses nothing.
static void kuchi_wake(void) {
    if (kuchi_wake_pipe[1] < 0) return;
    int saved = errno;
    ssize_t written = write(kuchi_wake_pipe[1], "!", 1);
    (void)written;
    errno = saved;
}

// Empties the self-pipe: the wake-ups it holds are for signals whose flags are about to be looked at.
static void kuchi_drain_wake_pipe(void) {
    if (kuchi_wake_pipe[0] < 0) return;
    char bytes[64];
    while (read(kuchi_wake_pipe[0], bytes, sizeof bytes) > 0) {}
}

// SIGHUP and SIGTERM handler: only records the signal; the read in progress ends as at end of input.
static void kuchi_on_hangup(int signal_number) {
    kuchi_hangup_signal = signal_number;
    kuchi_wake();
}

// SIGTSTP handler (Ctrl-Z): only records the signal; the hook below stops the process once the terminal
// is given back as it was.
static void kuchi_on_sigtstp(int signal_number) {
    (void)signal_number;
    kuchi_stop_pending = 1;
    kuchi_wake();
}

// Ctrl-Z while a line is edited: gives the terminal back as readline found it (the shell sees a sane
// terminal), stops, and once continued (fg) sets readline's terminal modes again and redraws the prompt
// with the line typed so far. Without this a shell's fg left echo on: what was shown was not what was judged.
static void kuchi_stop_and_continue(void) {
    kuchi_stop_pending = 0;
    rl_deprep_terminal();
    struct sigaction action, previous;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(SIGTSTP, &action, &previous);
    raise(SIGTSTP);
    sigaction(SIGTSTP, &previous, NULL);
    rl_prep_terminal(1);
    rl_forced_update_display();
}

// SIGINT handler: only records the signal (async-signal-safe); the line is discarded in the hook below.
static void kuchi_on_sigint(int signal_number) {
    (void)signal_number;
    kuchi_interrupt_pending = 1;
    kuchi_wake();
}

// Called by readline when a read is interrupted by a signal: discards the current line and shows a
// fresh prompt. On an already empty line it reminds the learner how to leave. A Ctrl-C that arrives
// while the previous one is being shown is handled here too, not only after the next key.
//
// A Ctrl-C on an empty line says how to leave; another one right after it (no key between) leaves, as
// Ctrl-D does: the line is left empty and the read ends (``kuchi_getc``). After SIGHUP or SIGTERM the
// line is dropped too, so the end of the read never submits what was half typed.
static int kuchi_signal_event_hook(void) {
    if (kuchi_stop_pending) kuchi_stop_and_continue();
    if (kuchi_hangup_signal) {
        rl_replace_line("", 0);
        rl_point = rl_end = 0;
        return 0;
    }
    while (kuchi_interrupt_pending && !kuchi_leave_requested) {
        kuchi_interrupt_pending = 0;
        int was_empty = (rl_end == 0);
        rl_replace_line("", 0);
        rl_point = rl_end = 0;
        FILE *out = rl_outstream ? rl_outstream : stdout;
        fputs("^C\n", out);
        if (was_empty && kuchi_leave_armed) {
            kuchi_leave_requested = 1;
            return 0;
        }
        if (was_empty) {
            fputs(kuchi_interrupt_hint ? kuchi_interrupt_hint : "(Press Ctrl-C again or type :quit to stop; Ctrl-D stops too.)", out);
            fputs("\n", out);
        }
        kuchi_leave_armed = was_empty;
        rl_on_new_line();
        rl_redisplay();
    }
    return 0;
}

// Whether the read should end now, as at end of input: a second Ctrl-C, SIGHUP or SIGTERM.
static inline int kuchi_read_should_end(void) {
    return kuchi_leave_requested || kuchi_hangup_signal;
}

// readline's character reader, wrapped: a Ctrl-C that arrived while no read was waiting (keys typed
// right behind it) is handled before and after each key, so the discarded text never joins the next line.
// It waits for a key with poll, which a signal interrupts, so that a signal can end the read (EOF on the
// emptied line): readline's own reader would only call the hook and wait again. The wait watches the self-pipe
// too: the pipe is emptied before the flags are looked at, so a signal landing between that look and the wait
// leaves a byte in it and the wait returns at once (poll alone would sleep until the next key), whichever
// thread the signal was delivered to.
static int kuchi_getc(FILE *stream) {
    for (;;) {
        kuchi_drain_wake_pipe();
        kuchi_signal_event_hook();
        if (kuchi_read_should_end()) return EOF;
        struct pollfd ready[2] = {
            { .fd = fileno(stream), .events = POLLIN, .revents = 0 },
            { .fd = kuchi_wake_pipe[0], .events = POLLIN, .revents = 0 },
        };
        int count = poll(ready, kuchi_wake_pipe[0] >= 0 ? 2 : 1, -1);
        if (count < 0 && errno == EINTR) continue;
        if (count > 0 && ready[0].revents == 0 && (ready[1].revents & POLLIN)) continue;
        break;
    }
    int character = rl_getc(stream);
    kuchi_signal_event_hook();
    if (kuchi_read_should_end()) return EOF;
    kuchi_leave_armed = 0;
    return character;
}

// Gives the terminal back at the end of a read. readline's own ends the prompt's line at end of input only where it
// had turned bracketed paste on (not on a dumb terminal, nor with TERM unset), and even after a second Ctrl-C whose
// "^C" had ended the line already: two empty lines before the summary there, none after Ctrl-D on a dumb terminal.
// Here the line is ended once, by Kuchi: after Ctrl-D on every terminal, never after the "^C" line (nor after SIGHUP
// or SIGTERM, whose terminal may be gone).
static void kuchi_deprep_terminal(void) {
    int eof = rl_eof_found;
    rl_eof_found = 0;
    rl_deprep_terminal();
    rl_eof_found = eof;
    if (eof && !kuchi_leave_requested && !kuchi_hangup_signal) {
        FILE *out = rl_outstream ? rl_outstream : stdout;
        fputs("\n", out);
        fflush(out);
    }
}

// Starts a read: a Ctrl-C before it (at another prompt) no longer counts toward leaving.
static inline void kuchi_read_begins(void) {
    kuchi_leave_armed = 0;
    kuchi_leave_requested = 0;
}

// Sets what a Ctrl-C on an empty line says about leaving (NULL: the session's reminder); the text must outlive the read.
static inline void kuchi_set_interrupt_hint(const char *hint) {
    kuchi_interrupt_hint = hint;
}

// Whether the last read ended because a second Ctrl-C on an empty line asked to leave.
static inline int kuchi_leave_was_requested(void) {
    return kuchi_leave_requested;
}

// The signal (SIGHUP or SIGTERM) that ended the last read, or 0.
static inline int kuchi_hangup(void) {
    return kuchi_hangup_signal;
}

// Ends the process as `signal_number` would have, its default action restored (the status a parent expects).
// Should raising come back, the exit status still says which signal ended the session.
static inline void kuchi_raise_default(int signal_number) {
    signal(signal_number, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signal_number);
    sigprocmask(SIG_UNBLOCK, &only, NULL);
    raise(signal_number);
    _exit(128 + signal_number);
}

// Whether SIGHUP (index 0) or SIGTERM (1) was ignored when Kuchi started (nohup, a shell's background job).
static int kuchi_ignored_on_entry[2] = { 0, 0 };

// Catches SIGHUP or SIGTERM with `action` unless it was ignored on entry: an ignored signal stays ignored.
static inline void kuchi_catch_unless_ignored(int signal_number, const struct sigaction *action) {
    struct sigaction old;
    if (sigaction(signal_number, NULL, &old) != 0) return; // not readable: left as it is
    if (old.sa_handler == SIG_IGN) {
        kuchi_ignored_on_entry[signal_number == SIGHUP ? 0 : 1] = 1;
        return;
    }
    (void)sigaction(signal_number, action, NULL); // should it fail, the default action stays
}

// Sets up readline for Kuchi: our own SIGINT handling (Ctrl-C discards the line instead of killing
// the process) and SIGTSTP handling (Ctrl-Z stops and comes back to the line), no filename completion
// fallback, and the given completion function.
static inline void kuchi_readline_setup(const char *name, rl_completion_func_t *completion) {
    rl_readline_name = name;
    rl_catch_signals = 0;
    rl_signal_event_hook = kuchi_signal_event_hook;
    rl_getc_function = kuchi_getc;
    rl_deprep_term_function = kuchi_deprep_terminal;
    rl_attempted_completion_function = completion;
    int ends[2];
    if (kuchi_wake_pipe[0] < 0 && pipe(ends) == 0) {
        for (int end = 0; end < 2; end++) {
            fcntl(ends[end], F_SETFD, FD_CLOEXEC); // no player or editor started later inherits it
            fcntl(ends[end], F_SETFL, fcntl(ends[end], F_GETFL) | O_NONBLOCK);
        }
        kuchi_wake_pipe[0] = ends[0];
        kuchi_wake_pipe[1] = ends[1];
    } // without a pipe the wait is poll's alone, as before
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = kuchi_on_sigint;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: the interrupted read returns so readline calls the hook
    sigaction(SIGINT, &action, NULL);
    action.sa_handler = kuchi_on_sigtstp;
    sigaction(SIGTSTP, &action, NULL);
    action.sa_handler = kuchi_on_hangup;
    kuchi_catch_unless_ignored(SIGHUP, &action);
    kuchi_catch_unless_ignored(SIGTERM, &action);
}

// Restores the default signal behaviour once the line editor is no longer in use (SIGHUP or SIGTERM ignored on
// entry stays ignored).
static inline void kuchi_readline_teardown(void) {
    signal(SIGINT, SIG_DFL);
    signal(SIGTSTP, SIG_DFL);
    if (!kuchi_ignored_on_entry[0]) signal(SIGHUP, SIG_DFL);
    if (!kuchi_ignored_on_entry[1]) signal(SIGTERM, SIG_DFL);
}

// Tells readline not to fall back to filename completion after our completion function ran.
static inline void kuchi_completion_done(void) {
    rl_attempted_completion_over = 1;
}

// The line being edited, for context-dependent completion.
static inline const char *kuchi_line_buffer(void) {
    return rl_line_buffer;
}

// Makes sure the C library reads and writes UTF-8, so Japanese input is not silently dropped:
// the user's locale when it is UTF-8, otherwise C.UTF-8. Returns 1 when a UTF-8 locale is active.
static inline int kuchi_use_utf8_locale(void) {
    setlocale(LC_CTYPE, "");
    const char *codeset = nl_langinfo(CODESET);
    if (codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0)) return 1;
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) return 0;
    // readline reads LC_ALL, LC_CTYPE and LANG again when it starts: make them agree with the fallback,
    // or it switches back to a locale that drops Japanese input.
    const char *all = getenv("LC_ALL");
    if (all && *all) setenv("LC_ALL", "C.UTF-8", 1);
    setenv("LC_CTYPE", "C.UTF-8", 1);
    return 1;
}

#endif
