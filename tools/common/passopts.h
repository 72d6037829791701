/* passopts.h - Pass options for rerunning the passes of a dump log.
 *
 * Logs do not record pass options. Most of Triton's passes take none, and
 * those that do (convert-triton-to-tritongpu's target and num-warps, ...)
 * mostly leave them in the module's attributes, where they are read back.
 * The rest comes from the user, in the syntax of a textual pass pipeline:
 *   --options 'convert-triton-gpu-to-llvm{ptx-version=87} tritongpu-pipeline{num-stages=3}'
 * which is shared by `tt-dump replay` and `tt-bisect --passes-from-log`.
 */
#ifndef TT_PASSOPTS_H
#define TT_PASSOPTS_H

#include "dumplog.h"

#include <stddef.h>

/* Options given with --options, per pass flag. */
struct tt_given_options {
  size_t count;
  char **flags;   /* "tritongpu-pipeline" */
  char **options; /* "num-stages=3", as written between the braces */
};

/* Adds the items of one --options argument, "FLAG{KEY=VALUE ...}" one or
 * more times, separated by blanks or commas. Returns 0, or -1 after
 * reporting bad syntax or a flag given twice. */
int tt_options_parse(const char *text, struct tt_given_options *given);

/* The end of the "{...}" group starting at p (quotes and nested braces
 * included): the character after its '}', or NULL if it does not close. */
const char *tt_options_group_end(const char *p);
void tt_options_free(struct tt_given_options *given);
/* The options given for `flag`, or NULL. */
const char *tt_options_for(const struct tt_given_options *given,
                           const char *flag);

/* The options to rerun pass n of the log with, as Triton ran it: those
 * Triton's pipeline passes explicitly, read from the module attributes of
 * the pass's input or output block (convert-triton-to-tritongpu's target
 * is only in its output), with `given` (may be NULL) on top, key by key.
 * Malloc'ed "KEY=VALUE ..." (maybe ""). If `unrecorded` is not NULL,
 * *unrecorded (malloc'ed, or NULL when there is none) lists the options
 * Triton passes that neither the log nor `given` has, e.g. "ptx-version". */
char *tt_triton_options(const struct tt_log *log, size_t n, const char *given,
                        char **unrecorded);

/* The options Triton passes explicitly to `flag` that `options` ("KEY=VALUE
 * ...", may be NULL) does not set, as "target, num-warps", or NULL. */
char *tt_triton_options_missing(const char *flag, const char *options);

#endif
