// SIGHUP and SIGTERM for a front end that reads standard input without readline (kuchi practice --json):
// the handler only records the signal and wakes the wait for input through a self-pipe, so the session can
// be ended (its end time and status stored) before the process ends as the signal would have.
#ifndef KUCHI_ENDING_SIGNALS_H
#define KUCHI_ENDING_SIGNALS_H

#include <sys/types.h>
#include <termios.h>

/// Installs the handlers for SIGHUP and SIGTERM, without SA_RESTART (a write blocked on a reader that stopped
/// reading returns, see ``kuchi_write_unless_ending``); a signal ignored on entry (nohup) stays ignored.
/// Returns 0, or -1 with errno set when the self-pipe or a handler could not be set up.
int kuchi_ending_signals_install(void);

/// The signal (SIGHUP or SIGTERM) received since the handlers were installed, or 0.
int kuchi_ending_signal(void);

/// Reads at most `count` bytes of `descriptor` into `buffer`, waiting until it is readable or an ending signal
/// arrives: the bytes read (0 at the end of input), or -1 with errno set; -2 when an ending signal arrived first.
ssize_t kuchi_read_unless_ending(int descriptor, void *buffer, size_t count);

/// Writes all `count` bytes of `bytes` to `descriptor` (short writes continued, EINTR retried): 0, or -1 with
/// errno set. Once an ending signal arrived the writes are best-effort: a reader gone away does not kill the
/// process (SIGPIPE is ignored from then on), a reader that does not read is waited for half a second in all,
/// and -2 says the bytes were given up (a failure, or no room in time); nothing more is written after that.
int kuchi_write_unless_ending(int descriptor, const void *bytes, size_t count);

/// Ends the process as `signal_number` would have: its default action restored, unblocked, then raised;
/// should the process survive that, it exits with status 128 + `signal_number`. Does not return.
void kuchi_raise_default_action(int signal_number) __attribute__((noreturn));

/// Catches SIGINT, SIGHUP and SIGTERM (each unless it was ignored on entry) to write `notice` (a line, at most 511
/// bytes, copied) to standard error before the process ends as the signal would (exit status 128 + the signal). Called
/// again, it only replaces the notice, keeping any handler installed meanwhile that chains to this one. Returns 0, or
/// -1 with errno set.
int kuchi_interrupt_notice_install(const char *notice);

/// From now on the SIGINT notice (``kuchi_interrupt_notice_install``) first puts `settings` back on the terminal
/// `descriptor_or_minus_one` (copied): a prompt that changed the terminal's settings leaves it as it was. -1 (or NULL)
/// puts nothing back.
void kuchi_interrupt_restores_terminal(int descriptor_or_minus_one, const struct termios *settings);

/// The most paths ``kuchi_interrupt_removes`` keeps.
#define KUCHI_INTERRUPT_REMOVALS_MAX 16

/// From now on the SIGINT notice (``kuchi_interrupt_notice_install``) also removes `paths` (at most
/// KUCHI_INTERRUPT_REMOVALS_MAX, each shorter than 4096 bytes; copied), in order: a path ending in '/' is removed only
/// when it is an empty folder (never a file or a link), any other is unlinked as a file. A count of 0 removes nothing
/// (call it so once nothing may go any more). Returns how many were kept.
int kuchi_interrupt_removes(const char *const *paths, int count);

/// Gives SIGINT, SIGHUP and SIGTERM back their default action (unless ignored on entry): they end the process without a
/// notice, removing nothing (also while a handler installed later still chains to the notice's).
void kuchi_interrupt_notice_remove(void);

/// Holds SIGINT, SIGHUP and SIGTERM from now on: the first that arrives is kept, not acted on, until
/// ``kuchi_interrupt_release``, so that work which must finish together (an import linked into place and its config
/// written) is not cut between its steps.
void kuchi_interrupt_hold(void);

/// Ends the hold: a signal kept meanwhile is acted on now (the notice written, the process ended as that signal would);
/// without one, returns. Harmless when nothing is held.
void kuchi_interrupt_release(void);

#endif
