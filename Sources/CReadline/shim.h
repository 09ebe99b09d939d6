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
#include <readline/readline.h>
#include <readline/history.h>

static volatile sig_atomic_t kuchi_interrupt_pending = 0;
static volatile sig_atomic_t kuchi_stop_pending = 0;

// SIGTSTP handler (Ctrl-Z): only records the signal; the hook below stops the process once the terminal
// is given back as it was.
static void kuchi_on_sigtstp(int signal_number) {
    (void)signal_number;
    kuchi_stop_pending = 1;
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
}

// Called by readline when a read is interrupted by a signal: discards the current line and shows a
// fresh prompt. On an already empty line it reminds the learner how to leave. A Ctrl-C that arrives
// while the previous one is being shown is handled here too, not only after the next key.
static int kuchi_signal_event_hook(void) {
    if (kuchi_stop_pending) kuchi_stop_and_continue();
    while (kuchi_interrupt_pending) {
        kuchi_interrupt_pending = 0;
        int was_empty = (rl_end == 0);
        rl_replace_line("", 0);
        rl_point = rl_end = 0;
        fputs("^C\n", rl_outstream ? rl_outstream : stdout);
        if (was_empty) fputs("(To leave, type :quit or press Ctrl-D.)\n", rl_outstream ? rl_outstream : stdout);
        rl_on_new_line();
        rl_redisplay();
    }
    return 0;
}

// readline's character reader, wrapped: a Ctrl-C that arrived while no read was waiting (keys typed
// right behind it) is handled before and after each key, so the discarded text never joins the next line.
static int kuchi_getc(FILE *stream) {
    kuchi_signal_event_hook();
    int character = rl_getc(stream);
    kuchi_signal_event_hook();
    return character;
}

// Sets up readline for Kuchi: our own SIGINT handling (Ctrl-C discards the line instead of killing
// the process) and SIGTSTP handling (Ctrl-Z stops and comes back to the line), no filename completion
// fallback, and the given completion function.
static inline void kuchi_readline_setup(const char *name, rl_completion_func_t *completion) {
    rl_readline_name = name;
    rl_catch_signals = 0;
    rl_signal_event_hook = kuchi_signal_event_hook;
    rl_getc_function = kuchi_getc;
    rl_attempted_completion_function = completion;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = kuchi_on_sigint;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: the interrupted read returns so readline calls the hook
    sigaction(SIGINT, &action, NULL);
    action.sa_handler = kuchi_on_sigtstp;
    sigaction(SIGTSTP, &action, NULL);
}

// Restores the default SIGINT behaviour once the line editor is no longer in use.
static inline void kuchi_readline_teardown(void) {
    signal(SIGINT, SIG_DFL);
    signal(SIGTSTP, SIG_DFL);
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
