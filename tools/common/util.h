/* util.h - Small helpers shared by the C tools (tt-dump, tt-bisect): memory,
 * files written atomically, child processes with timeouts, shell quoting. */
#ifndef TT_UTIL_H
#define TT_UTIL_H

#include <stddef.h>

/* Allocation that exits the program with a message when memory runs out. */
void *tt_xmalloc(size_t n);
void *tt_xrealloc(void *p, size_t n);
char *tt_xstrdup(const char *s);
char *tt_xasprintf(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));

/* The program name used in diagnostics ("tt-dump"); set once by main. */
extern const char *tt_progname;
/* Prints "<prog>: error: <message>" to stderr. */
void tt_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Reports a command-line option getopt_long refused: `c` is what it
 * returned (':' for a missing value, '?' for an unknown option; the option
 * string must start with ':'), `arg` the argument it stopped at. */
void tt_bad_option(int c, const char *arg);

/* Reads a whole file (NUL-terminated). Returns NULL and reports on error. */
char *tt_read_file(const char *path, size_t *len);
/* Writes `data` to a temporary file beside `path` and renames it over
 * `path`, so `path` is never left half-written. Returns 0 or -1 (reported). */
int tt_write_file(const char *path, const char *data, size_t len);
/* Creates `dir` and its parents if missing. Returns 0 or -1 (reported). */
int tt_mkdirs(const char *dir);
/* "dir/name", malloc'ed. */
char *tt_path_join(const char *dir, const char *name);
/* A fresh directory "$TMPDIR/<prefix>.XXXXXX", malloc'ed (NULL on error). */
char *tt_make_temp_dir(const char *prefix);

/* The tt-opt to run: `explicit_path` if given, else tt-opt beside this
 * program's executable if there is one, else "tt-opt" from PATH. */
char *tt_find_tool(const char *explicit_path, const char *name);

/* The output of `tt-opt --list-passes` (malloc'ed), or NULL (reported).
 * `scratch` is a file it may write. */
char *tt_opt_list_passes(const char *tt_opt, const char *scratch);
/* Whether that output lists `pass` (a pass flag such as "cse"). */
int tt_opt_lists_pass(const char *pass_list, const char *pass);

/* How a child process ended. */
enum tt_exit_kind { TT_EXITED, TT_SIGNALED, TT_TIMED_OUT, TT_NOT_STARTED };
struct tt_status {
  enum tt_exit_kind kind;
  int code; /* exit status, or signal number */
};

/* Runs argv[0] (searched in PATH) in its own process group with stdin from
 * /dev/null, stdout/stderr to the given files (NULL: inherited). After
 * `timeout_s` seconds (0: none) the whole group is killed with SIGKILL, and
 * so is a running child when this process gets SIGINT or SIGTERM. */
struct tt_status tt_run(const char *const argv[], const char *stdout_path,
                        const char *stderr_path, double timeout_s);
/* Whether the child exited with status 0. */
int tt_status_ok(struct tt_status s);
/* "exited with status 1", "killed by signal 6 (Aborted)", "timed out after
 * 2 s" into buf. */
const char *tt_status_describe(struct tt_status s, double timeout_s,
                               char *buf, size_t len);

/* `s` quoted for a POSIX shell when it needs quoting. Malloc'ed. */
char *tt_shell_quote(const char *s);

/* Prints `diff -u` of two files to stdout, labelled. Returns 0 when the
 * files are equal, 1 when they differ, 2 on trouble (reported). */
int tt_diff(const char *old_path, const char *old_label, const char *new_path,
            const char *new_label);

#endif
