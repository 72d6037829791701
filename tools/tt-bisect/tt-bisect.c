/* tt-bisect - Find the first pass after which a predicate turns bad.
 *
 * Pipeline mode: given an input module and a pass pipeline (textual, from an
 * MLIR reproducer, or the pass list of a dump log), state k is the output of
 * tt-opt running passes [0, k) on the input. Log mode: state k is block k of
 * a dump log (the output of pass k-1 in Triton); no pass runs. Either way the
 * first state is checked to be good and the last to be bad, then a binary
 * search finds k with state k-1 good and state k bad: pass k-1 is the culprit.
 * That takes at most ceil(log2(passes)) + 2 evaluations.
 */
#define _GNU_SOURCE
#include "dumplog.h"
#include "passopts.h"
#include "pipeline.h"
#include "util.h"

#include <errno.h>
#include <ftw.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef TT_LLVM_TOOLS_DIR
#define TT_LLVM_TOOLS_DIR "/usr/lib/llvm-22/bin"
#endif

static const char kUsage[] =
    "usage: tt-bisect [options] INPUT --pipeline PIPELINE\n"
    "       tt-bisect [options] --reproducer FILE\n"
    "       tt-bisect [options] [INPUT] --passes-from-log LOG\n"
    "       tt-bisect [options] --log LOG\n"
    "\n"
    "Finds the first pass after which the predicate turns bad, by bisection.\n"
    "\n"
    "What to bisect (one of):\n"
    "  --pipeline PIPELINE    a textual pass pipeline, as Triton prints it:\n"
    "                         'builtin.module(canonicalize, tt.func(cse), ...)';\n"
    "                         nested pipelines are split into single passes\n"
    "  --reproducer FILE      an MLIR reproducer (TRITON_REPRODUCER_PATH,\n"
    "                         --mlir-pass-pipeline-crash-reproducer): its IR is\n"
    "                         the input, its pipeline the pipeline\n"
    "  --passes-from-log LOG  the passes of an MLIR_ENABLE_DUMP log, each run as\n"
    "                         Triton ran it (a pass on one function on that\n"
    "                         function only; the options Triton passed, from\n"
    "                         the module attributes, and --options); the input\n"
    "                         of the first pass bisected is INPUT, else its\n"
    "                         block of the log; no pass outside the range runs\n"
    "  --log LOG              the blocks of a dump log: finds the first block\n"
    "                         that is bad, and blames the pass before it;\n"
    "                         runs no pass\n"
    "\n"
    "Predicate (one of; a run of tt-opt that fails, crashes or hangs is bad\n"
    "under every predicate):\n"
    "  --predicate crash      (default) bad when tt-opt fails, crashes (signal)\n"
    "                         or hangs (timeout); with --log: when tt-opt\n"
    "                         cannot read the block\n"
    "  --predicate verify     bad when the IR does not verify (passes run with\n"
    "                         --verify-each=false, then the output is read back)\n"
    "  --predicate-filecheck FILE  bad when FileCheck FILE does not match the IR\n"
    "  --predicate-cmd CMD    bad when the shell command CMD exits non-zero; it\n"
    "                         gets the IR file as its last argument, e.g.\n"
    "                         '! grep -q ttg.async_copy_global_to_local'\n"
    "  --predicate-ref FILE   bad when the IR differs from the module in FILE\n"
    "                         (both printed by tt-opt)\n"
    "\n"
    "Other options:\n"
    "  --range FIRST:LAST     bisect only passes FIRST..LAST (0-based, inclusive;\n"
    "                         either side may be empty); --pipeline and\n"
    "                         --reproducer still run the passes before FIRST\n"
    "                         to make its input\n"
    "  --stage NAME           with a log: only the passes of this stage (the\n"
    "                         corpus's '// ===== tt-corpus: stage' markers)\n"
    "  --options 'PASS{KEY=VALUE ...}'\n"
    "                         with --passes-from-log (or --log, for the\n"
    "                         reproduce line): options for PASS, on top of\n"
    "                         those read from the module attributes (the\n"
    "                         syntax of tt-dump replay --options); repeatable\n"
    "  --timeout SECONDS      a run taking longer is killed and bad (default 60)\n"
    "  --work-dir DIR         keep the states here (default: a new directory\n"
    "                         under $TMPDIR, printed)\n"
    "  --tt-opt PATH          the tt-opt to run (default: the one beside\n"
    "                         tt-bisect, else tt-opt from PATH)\n"
    "  --filecheck PATH       the FileCheck to run (default:\n"
    "                         " TT_LLVM_TOOLS_DIR "/FileCheck,\n"
    "                         else FileCheck from PATH)\n"
    "  -h, --help             print this help\n"
    "\n"
    "A pass that fails for want of an option Triton passes it (tt-opt names\n"
    "the option) is reported as such, not as the culprit.\n"
    "\n"
    "Exit status: 0 when a culprit was found; 1 on bad usage or input, when\n"
    "a pass cannot run for want of options, or when the predicate is already\n"
    "bad at the start or still good at the end.\n";

enum predicate { P_CRASH, P_VERIFY, P_FILECHECK, P_CMD, P_REF };
enum source { S_NONE, S_PIPELINE, S_REPRODUCER, S_PASSES_FROM_LOG, S_LOG };

struct bisect {
  /* options */
  enum source source;
  const char *source_arg; /* the pipeline, reproducer or log path */
  const char *input_arg;
  enum predicate predicate;
  const char *predicate_arg;
  int predicate_given;
  const char *range;
  const char *stage;
  struct tt_given_options given; /* --options */
  double timeout_s;
  const char *work_dir_arg;
  char *tt_opt, *filecheck;
  /* what is bisected */
  char *work_dir;
  char *input;             /* pipeline modes: the input module file */
  struct pass_list passes; /* pipeline modes: one pass each */
  size_t base;             /* pipeline modes: the input is before this pass */
  struct tt_log log;       /* --log, --passes-from-log */
  size_t pass_count;       /* passes in the pipeline, or blocks - 1 */
  size_t first, last;      /* states first..last are bisected */
  char *reference;         /* --predicate-ref printed by tt-opt */
  char *known_passes;      /* tt-opt --list-passes */
  /* results, per state */
  signed char *bad;        /* -1 unknown, 0 good, 1 bad */
  char **why;              /* why a bad state is bad */
  signed char *run_failed; /* tt-opt reported an error making the state */
  size_t runs;
};

static int pipeline_mode(const struct bisect *b) { return b->source != S_LOG; }

/* The file of state k. Malloc'ed. */
static char *state_file(const struct bisect *b, size_t k, const char *ext) {
  if (pipeline_mode(b))
    return tt_xasprintf("%s/state-%03zu%s", b->work_dir, k, ext);
  char *name = tt_block_file_name(&b->log.blocks[k]);
  name[strlen(name) - strlen(".mlir")] = '\0';
  char *path = tt_xasprintf("%s/%s%s", b->work_dir, name, ext);
  free(name);
  return path;
}

/* The options to rerun pass i of the log with (see tt_triton_options);
 * `unrecorded` may be NULL. Malloc'ed. */
static char *log_options(const struct bisect *b, size_t i, char **unrecorded) {
  const char *flag = b->log.blocks[i].flag;
  return tt_triton_options(&b->log, i, tt_options_for(&b->given, flag),
                           unrecorded);
}

/* Whether pass k is one the inliner ran: with --passes-from-log it runs
 * as part of the inliner's pass, so its own item is empty. */
static int run_by_inliner(const struct bisect *b, size_t k) {
  return b->source == S_PASSES_FROM_LOG && !*b->passes.items[k];
}

/* The name of pass k as the report shows it. */
static const char *pass_name(const struct bisect *b, size_t k) {
  if (!pipeline_mode(b) || run_by_inliner(b, k))
    return b->log.blocks[k].flag;
  return b->passes.items[k];
}

/* Runs argv; on failure stores "<what> <how it ended>" in *why, and how it
 * ended in *status if that is not NULL. Returns 1 when the run succeeded. */
static int run_ok(const struct bisect *b, const char *const argv[], const char *what,
                  const char *out, const char *err, char **why,
                  struct tt_status *status) {
  struct tt_status st = tt_run(argv, out, err, b->timeout_s);
  if (status)
    *status = st;
  if (tt_status_ok(st))
    return 1;
  char how[160];
  *why = tt_xasprintf("%s %s", what,
                      tt_status_describe(st, b->timeout_s, how, sizeof how));
  return 0;
}

/* Prints `in` with tt-opt into `out` (no pass); 1 on success. */
static int print_with_tt_opt(const struct bisect *b, const char *in,
                             const char *out, const char *err, char **why) {
  const char *argv[] = {b->tt_opt, in, "-o", out, NULL};
  return run_ok(b, argv, "tt-opt", NULL, err, why, NULL);
}

/* Keeps the work dir readable: most predicate runs print nothing. */
static void remove_if_empty(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return;
  int empty = fgetc(f) == EOF;
  fclose(f);
  if (empty)
    unlink(path);
}

/* Makes the IR of state k (its file) and returns its path, or NULL with
 * *why set when making it failed (which makes the state bad). */
static char *make_state(struct bisect *b, size_t k, char **why) {
  char *ir = state_file(b, k, ".mlir");
  if (!pipeline_mode(b)) {
    const struct tt_block *blk = &b->log.blocks[k];
    if (tt_write_file(ir, blk->module, blk->module_len) != 0)
      exit(1);
    return ir;
  }
  char *err = state_file(b, k, ".stderr");
  char *pipeline = pipeline_join(&b->passes, b->base, k);
  char *pipeline_arg = tt_xasprintf("--pass-pipeline=%s", pipeline);
  const char *argv[] = {b->tt_opt, b->input, pipeline_arg, "-o", ir,
                        b->predicate == P_VERIFY ? "--verify-each=false" : NULL,
                        NULL};
  struct tt_status st;
  int ok = run_ok(b, argv, "tt-opt", NULL, err, why, &st);
  b->run_failed[k] = st.kind == TT_EXITED && st.code == 1;
  remove_if_empty(err);
  free(err);
  free(pipeline);
  free(pipeline_arg);
  if (ok)
    return ir;
  /* A killed tt-opt cannot remove its half-written output. */
  unlink(ir);
  free(ir);
  return NULL;
}

/* Applies the predicate to the IR file of state k: 1 bad (with *why), 0
 * good. */
static int judge(struct bisect *b, size_t k, const char *ir, char **why) {
  char *out = state_file(b, k, ".predicate.txt");
  int bad = 0;
  switch (b->predicate) {
  case P_CRASH:
    /* Pipeline states only exist if tt-opt succeeded; blocks must be read. */
    if (!pipeline_mode(b))
      bad = !print_with_tt_opt(b, ir, "/dev/null", out, why);
    break;
  case P_VERIFY: {
    const char *argv[] = {b->tt_opt, ir, "-o", "/dev/null", NULL};
    bad = !run_ok(b, argv, "the IR does not verify: tt-opt", NULL, out, why,
                  NULL);
    break;
  }
  case P_FILECHECK: {
    char *input_arg = tt_xasprintf("--input-file=%s", ir);
    const char *argv[] = {b->filecheck, b->predicate_arg, input_arg, NULL};
    bad = !run_ok(b, argv, "FileCheck", out, out, why, NULL);
    free(input_arg);
    break;
  }
  case P_CMD: {
    char *script = tt_xasprintf("%s \"$@\"", b->predicate_arg);
    const char *argv[] = {"sh", "-c", script, "tt-bisect", ir, NULL};
    bad = !run_ok(b, argv, "the command", out, out, why, NULL);
    free(script);
    break;
  }
  case P_REF: {
    /* Blocks are printed by tt-opt first, as the reference was. */
    char *printed = NULL;
    if (!pipeline_mode(b)) {
      printed = state_file(b, k, ".printed.mlir");
      if (!print_with_tt_opt(b, ir, printed, out, why)) {
        bad = 1;
        free(printed);
        break;
      }
    }
    char *text = tt_read_file(printed ? printed : ir, NULL);
    if (!text)
      exit(1);
    bad = strcmp(text, b->reference) != 0;
    if (bad)
      *why = tt_xstrdup("the IR differs from the reference");
    free(text);
    free(printed);
    break;
  }
  }
  remove_if_empty(out);
  free(out);
  return bad;
}

static void describe_state(const struct bisect *b, size_t k) {
  if (k == b->base)
    printf("  state %zu (input)", k);
  else
    printf("  state %zu (after pass %zu, %s)", k, k - 1, pass_name(b, k - 1));
  if (b->bad[k])
    printf(": bad: %s\n", b->why[k]);
  else
    printf(": good\n");
}

/* Evaluates state k once; 1 if bad. */
static int is_bad(struct bisect *b, size_t k) {
  if (b->bad[k] >= 0)
    return b->bad[k];
  ++b->runs;
  char *why = NULL;
  char *ir = make_state(b, k, &why);
  int bad = ir ? judge(b, k, ir, &why) : 1;
  free(ir);
  b->bad[k] = (signed char)bad;
  b->why[k] = why;
  describe_state(b, k);
  return bad;
}

/* Prints the first lines of a file, indented (tt-opt's stderr). */
static void print_head(const char *path, int max_lines) {
  char *text = tt_read_file(path, NULL);
  if (!text)
    return;
  char *line = text;
  for (int i = 0; i < max_lines && *line; ++i) {
    char *nl = strchr(line, '\n');
    printf("    %.*s\n", (int)(nl ? nl - line : (long)strlen(line)), line);
    line = nl ? nl + 1 : line + strlen(line);
  }
  if (*line)
    printf("    ...\n");
  free(text);
}

/* The single-pass pipeline that reruns pass `pass` alone, or NULL when
 * tt-opt does not have the pass (log mode, where no pass was checked). Adds
 * notes on what it cannot reproduce to *note (malloc'ed, or NULL). */
static char *single_pass_pipeline(const struct bisect *b, size_t pass,
                                  char **note) {
  *note = NULL;
  if (pipeline_mode(b) && !run_by_inliner(b, pass))
    return pipeline_join(&b->passes, pass, pass + 1);
  const struct tt_block *blk = &b->log.blocks[pass];
  if (!tt_opt_lists_pass(b->known_passes, blk->flag))
    return NULL;
  char *unrecorded = NULL;
  char *options = log_options(b, pass, &unrecorded);
  char *spec = tt_block_pass_spec(blk, options);
  char *single = tt_xasprintf("builtin.module(%s)", spec);
  char *why = NULL;
  tt_log_output_block(&b->log, pass, &why);
  if (unrecorded)
    *note = tt_xasprintf("Triton passes %s to %s too, which the log does not "
                         "record: add %s{...} where it matters", unrecorded,
                         blk->flag, blk->flag);
  else if (why && blk->parent != TT_NO_BLOCK)
    *note = tt_xasprintf("this reruns %s alone: %s", blk->flag, why);
  free(why);
  free(unrecorded);
  free(options);
  free(spec);
  return single;
}

/* The command that reruns the culprit alone on its input (malloc'ed), or
 * NULL when tt-opt cannot run it. */
static char *reproduce_command(const struct bisect *b, size_t pass,
                               const char *input, char **note) {
  char *single = single_pass_pipeline(b, pass, note);
  if (!single)
    return NULL;
  char *arg = tt_xasprintf("--pass-pipeline=%s", single);
  char *q_tool = tt_shell_quote(b->tt_opt), *q_arg = tt_shell_quote(arg),
       *q_in = tt_shell_quote(input);
  char *cmd = tt_xasprintf("%s %s %s", q_tool, q_arg, q_in);
  free(single);
  free(arg);
  free(q_tool);
  free(q_arg);
  free(q_in);
  return cmd;
}

/* The report's reproduce line: only ever a command tt-opt can run. */
static void print_reproduce(const struct bisect *b, size_t pass,
                            const char *input) {
  char *note = NULL;
  char *cmd = reproduce_command(b, pass, input, &note);
  if (cmd)
    printf("  reproduce: %s\n", cmd);
  else
    printf("  reproduce: none: tt-opt does not have %s yet (see tt-opt "
           "--list-passes)\n", b->log.blocks[pass].flag);
  if (note)
    printf("  note:      %s\n", note);
  free(cmd);
  free(note);
}

static void report_culprit(struct bisect *b, size_t k) {
  size_t pass = k - 1;
  char *in = state_file(b, k - 1, ".mlir");
  char *out = state_file(b, k, ".mlir");
  int have_out = access(out, R_OK) == 0;
  printf("culprit: pass %zu: %s", pass, pass_name(b, pass));
  if (!pipeline_mode(b)) {
    const struct tt_block *blk = &b->log.blocks[pass];
    int on_module = strcmp(blk->anchor, "builtin.module") == 0;
    printf(" (%s%s%s)", blk->pass, on_module ? "" : " on ",
           on_module ? "" : blk->anchor);
  }
  printf("\n  bad:       %s\n", b->why[k]);
  if (!pipeline_mode(b))
    printf("  input:     %s (block %zu of the log)\n", in, pass);
  else if (pass == b->base)
    printf("  input:     %s (the input, printed by tt-opt)\n", in);
  else
    printf("  input:     %s (output of passes %zu..%zu)\n", in, b->base,
           pass - 1);
  if (have_out) {
    printf("  output:    %s%s\n", out,
           pipeline_mode(b) ? "" : " (the next block)");
    char *said = state_file(b, k, ".predicate.txt");
    if (access(said, R_OK) == 0) {
      printf("  predicate output (%s):\n", said);
      print_head(said, 12);
    }
    free(said);
  } else {
    char *err = state_file(b, k, ".stderr");
    if (access(err, R_OK) == 0) {
      printf("  output:    none; tt-opt's stderr is %s:\n", err);
      print_head(err, 12);
    } else {
      printf("  output:    none; tt-opt printed nothing on stderr\n");
    }
    free(err);
  }
  size_t n = b->last - b->first;
  printf("  runs:      %zu (%zu %s; at most ceil(log2 %zu)+2 = %d)\n", b->runs, n,
         n == 1 ? "pass" : "passes", n, (int)ceil(log2((double)n)) + 2);
  print_reproduce(b, pass, in);
  if (have_out) {
    printf("diff of its input and output:\n");
    char *label_in = tt_xasprintf("input of pass %zu", pass);
    char *label_out = tt_xasprintf("output of pass %zu", pass);
    if (tt_diff(in, label_in, out, label_out) == 0)
      printf("(no difference)\n");
    free(label_in);
    free(label_out);
  }
  free(in);
  free(out);
}

/* The pass run as pass `pass` and its options (malloc'ed). */
static void pass_and_options(const struct bisect *b, size_t pass, char **name,
                             char **options) {
  if (b->source == S_PASSES_FROM_LOG) {
    *name = tt_xstrdup(b->log.blocks[pass].flag);
    *options = log_options(b, pass, NULL);
  } else if (pipeline_item_pass(b->passes.items[pass], name, options) != 0) {
    *name = tt_xstrdup(b->passes.items[pass]);
    *options = tt_xstrdup("");
  }
}

/* Whether tt-opt's messages name one of `options` ("a, b") as an option. */
static int names_an_option(const char *messages, const char *options) {
  if (!strstr(messages, "option"))
    return 0;
  int found = 0;
  char *list = tt_xstrdup(options);
  for (char *save, *o = strtok_r(list, ", ", &save); o && !found;
       o = strtok_r(NULL, ", ", &save))
    found = strstr(messages, o) != NULL;
  free(list);
  return found;
}

/* A pass that tt-opt refused to run for want of an option Triton passes it
 * explicitly is not the culprit: it never ran. Reports it (exit status 1)
 * and returns 1 when state k is bad for that reason. */
static int report_missing_options(const struct bisect *b, size_t k) {
  size_t pass = k - 1;
  if (!pipeline_mode(b) || !b->run_failed[k] || run_by_inliner(b, pass))
    return 0;
  char *name, *options;
  pass_and_options(b, pass, &name, &options);
  char *missing = tt_triton_options_missing(name, options);
  char *err = state_file(b, k, ".stderr");
  char *messages = missing && access(err, R_OK) == 0 ? tt_read_file(err, NULL)
                                                     : NULL;
  int refused = messages && names_an_option(messages, missing);
  if (refused) {
    char *in = state_file(b, pass, ".mlir");
    printf("cannot run: pass %zu: %s\n  bad:       %s\n  input:     %s\n"
           "  tt-opt's stderr (%s):\n", pass, pass_name(b, pass), b->why[k], in,
           err);
    print_head(err, 12);
    tt_error("pass %zu (%s) cannot run without the options Triton passes it "
             "(not given: %s), so it is not the culprit; %s '%s{KEY=VALUE ...}'",
             pass, name, missing,
             b->source == S_PASSES_FROM_LOG
                 ? "the log does not record them here: give them with --options"
                 : "give them in the pipeline as",
             name);
    free(in);
  }
  free(name);
  free(options);
  free(missing);
  free(err);
  free(messages);
  return refused;
}

/* Binary search between a good state and a bad one. */
static int bisect_states(struct bisect *b) {
  printf("tt-bisect: %zu passes (%zu..%zu); states kept in %s\n",
         b->last - b->first, b->first, b->last - 1, b->work_dir);
  if (is_bad(b, b->first)) {
    tt_error("the predicate is already bad %s; nothing to bisect",
             b->first != b->base ? "before the first pass of the range"
                                : "on the input");
    return 1;
  }
  if (!is_bad(b, b->last)) {
    tt_error("the predicate is still good after the last pass; nothing to "
             "bisect%s", pipeline_mode(b) ? "" : " (limit --range or --stage "
             "to where it turns bad)");
    return 1;
  }
  size_t good = b->first, bad = b->last;
  while (bad - good > 1) {
    size_t mid = good + (bad - good) / 2;
    if (is_bad(b, mid))
      bad = mid;
    else
      good = mid;
  }
  if (report_missing_options(b, bad))
    return 1;
  report_culprit(b, bad);
  return 0;
}

/* Parses "A:B" into passes A..B (inclusive) of 0..count-1. */
static int parse_range(const char *text, size_t count, size_t *first,
                       size_t *last) {
  const char *colon = strchr(text, ':');
  char *end;
  if (!colon)
    goto bad;
  *first = 0;
  *last = count - 1;
  if (colon != text) {
    *first = strtoul(text, &end, 10);
    if (end != colon)
      goto bad;
  }
  if (colon[1]) {
    *last = strtoul(colon + 1, &end, 10);
    if (*end)
      goto bad;
  }
  if (*first > *last || *last >= count) {
    tt_error("--range %s is outside passes 0..%zu", text, count - 1);
    return -1;
  }
  return 0;
bad:
  tt_error("--range wants FIRST:LAST, not '%s'", text);
  return -1;
}

/* Passes of the --stage: from its first block to its last. */
static int stage_range(const struct bisect *b, size_t *first, size_t *last) {
  int found = 0;
  for (size_t i = 0; i < b->pass_count; ++i) {
    if (strcmp(b->log.blocks[i].stage, b->stage) != 0)
      continue;
    if (!found)
      *first = i;
    *last = i;
    found = 1;
  }
  if (!found)
    tt_error("no pass of the log is in stage '%s'", b->stage);
  return found ? 0 : -1;
}

static int read_log(struct bisect *b, const char *path) {
  char err[512];
  if (tt_log_read(path, &b->log, err, sizeof err) != 0) {
    tt_error("%s", err);
    return -1;
  }
  if (b->log.count < 2) {
    tt_error("%s has %zu 'IR Dump Before' blocks; bisecting needs two or more",
             path, b->log.count);
    return -1;
  }
  return 0;
}

/* Callback: reports a pass name that tt-opt does not register. */
struct known_passes {
  const char *list; /* tt-opt --list-passes output */
  const char *item;
  size_t index;
};

static int check_pass_name(const char *name, void *ctx) {
  struct known_passes *k = ctx;
  if (tt_opt_lists_pass(k->list, name))
    return 0;
  tt_error("pass %zu '%s' uses pass '%s', which tt-opt does not know (not "
           "implemented yet?); see tt-opt --list-passes, or bisect a --range "
           "without it",
           k->index, k->item, name);
  return 1;
}

/* Every pass must exist in tt-opt: an unknown one would look like a failing
 * pass to the predicate. A log's pass is checked by its flag (its item may
 * be a tt-on-symbol{...} around it). */
static int check_passes_known(const struct bisect *b) {
  int rc = 0;
  for (size_t i = b->base; i < b->last && !rc; ++i) { /* the passes that run */
    if (run_by_inliner(b, i))
      continue;
    int from_log = b->source == S_PASSES_FROM_LOG;
    const char *item = from_log ? b->log.blocks[i].flag : b->passes.items[i];
    struct known_passes k = {b->known_passes, item, i};
    rc = from_log ? check_pass_name(item, &k)
                  : pipeline_for_each_pass_name(item, check_pass_name, &k);
  }
  return rc ? -1 : 0;
}

/* --options only makes sense for passes taken from a log, and for passes
 * that are bisected. */
static int check_given_options(const struct bisect *b) {
  if (b->given.count && b->source != S_PASSES_FROM_LOG && b->source != S_LOG) {
    tt_error("--options is for --passes-from-log and --log; with --pipeline "
             "and --reproducer, write the options into the pipeline");
    return -1;
  }
  for (size_t g = 0; g < b->given.count; ++g) {
    int found = 0;
    for (size_t i = b->first; i < b->last && !found; ++i)
      found = strcmp(b->log.blocks[i].flag, b->given.flags[g]) == 0;
    if (!found) {
      tt_error("--options names %s, but no pass %zu..%zu is %s",
               b->given.flags[g], b->first, b->last - 1, b->given.flags[g]);
      return -1;
    }
  }
  return 0;
}

/* Writes `len` bytes of `text` as the input module in the work dir. */
static int write_input(struct bisect *b, const char *text, size_t len) {
  b->input = tt_path_join(b->work_dir, "input.mlir");
  return tt_write_file(b->input, text, len);
}

/* The item that reruns pass i of the log as Triton ran it; "" for a pass
 * that another ran inside itself (the inliner's canonicalize, the
 * canonicalize of tritongpu-optimize-dot-operands, the relayout steps of
 * tritongpu-optimize-partition-warps), which reruns as part of
 * that pass's own item. */
static char *log_pass_item(const struct bisect *b, size_t i) {
  const struct tt_block *blk = &b->log.blocks[i];
  if (blk->parent != TT_NO_BLOCK)
    return tt_xstrdup("");
  char *options = log_options(b, i, NULL);
  char *item = tt_block_pass_spec(blk, options);
  free(options);
  return item;
}

/* Sets up b->passes, b->input or b->log from the source options. */
static int load_source(struct bisect *b) {
  switch (b->source) {
  case S_NONE:
    tt_error("nothing to bisect: give --pipeline, --reproducer, "
             "--passes-from-log or --log (see tt-bisect --help)");
    return -1;
  case S_PIPELINE:
    if (!b->input_arg) {
      tt_error("--pipeline needs an INPUT module");
      return -1;
    }
    b->input = tt_xstrdup(b->input_arg);
    return pipeline_split(b->source_arg, &b->passes);
  case S_REPRODUCER: {
    size_t ir_len;
    char *text = tt_read_file(b->source_arg, NULL);
    if (!text)
      return -1;
    char *pipeline = pipeline_from_reproducer(text, &ir_len);
    int rc = -1;
    if (!pipeline)
      tt_error("%s has no '{-# external_resources: { mlir_reproducer: { "
               "pipeline: \"...\" ...' section", b->source_arg);
    else if (write_input(b, text, ir_len) == 0)
      rc = pipeline_split(pipeline, &b->passes);
    free(pipeline);
    free(text);
    return rc;
  }
  case S_PASSES_FROM_LOG:
  case S_LOG:
    if (read_log(b, b->source_arg) != 0)
      return -1;
    if (b->source == S_LOG)
      return 0;
    for (size_t i = 0; i < b->log.count; ++i)
      pass_list_add(&b->passes, log_pass_item(b, i));
    return 0;
  }
  return -1;
}

/* Chooses the range of states, and for --passes-from-log without INPUT the
 * input (the log's block for the first pass bisected). */
static int choose_range(struct bisect *b) {
  b->pass_count = b->source == S_LOG ? b->log.count - 1 : b->passes.count;
  if (b->pass_count == 0) {
    tt_error("the pipeline has no pass");
    return -1;
  }
  size_t first = 0, last = b->pass_count - 1;
  if (b->stage && b->range) {
    tt_error("give --stage or --range, not both");
    return -1;
  }
  if (b->stage && !b->log.count) {
    tt_error("--stage needs --log or --passes-from-log");
    return -1;
  }
  if (b->stage && stage_range(b, &first, &last) != 0)
    return -1;
  if (b->range && parse_range(b->range, b->pass_count, &first, &last) != 0)
    return -1;
  b->first = first;
  b->last = last + 1;
  if (b->source != S_PASSES_FROM_LOG)
    return 0;
  /* The input is that of the first pass (INPUT, else its block): no pass
   * before it runs. */
  size_t parent = b->log.blocks[first].parent;
  if (parent != TT_NO_BLOCK) {
    tt_error("pass %zu ran inside pass %zu (%s), which reruns as a "
             "whole: start the range at pass %zu or after the passes it ran",
             first, parent, b->log.blocks[parent].flag, parent);
    return -1;
  }
  b->base = first;
  if (b->input_arg) {
    b->input = tt_xstrdup(b->input_arg);
    return 0;
  }
  const struct tt_block *blk = &b->log.blocks[first];
  return write_input(b, blk->module, blk->module_len);
}

static int prepare(struct bisect *b) {
  b->work_dir = b->work_dir_arg ? tt_xstrdup(b->work_dir_arg)
                                : tt_make_temp_dir("tt-bisect");
  if (!b->work_dir || tt_mkdirs(b->work_dir) != 0)
    return -1;
  if (load_source(b) != 0 || choose_range(b) != 0 ||
      check_given_options(b) != 0)
    return -1;
  char *scratch = tt_path_join(b->work_dir, "tt-opt-passes.txt");
  b->known_passes = tt_opt_list_passes(b->tt_opt, scratch);
  free(scratch);
  if (!b->known_passes || (pipeline_mode(b) && check_passes_known(b) != 0))
    return -1;
  if (b->predicate == P_REF) {
    char *printed = tt_path_join(b->work_dir, "reference.mlir");
    char *err = tt_path_join(b->work_dir, "reference.stderr");
    char *why = NULL;
    if (!print_with_tt_opt(b, b->predicate_arg, printed, err, &why)) {
      tt_error("cannot read the reference %s: %s (see %s)", b->predicate_arg, why, err);
      return -1;
    }
    b->reference = tt_read_file(printed, NULL);
    free(printed);
    free(err);
    if (!b->reference)
      return -1;
  }
  size_t states = b->pass_count + 1;
  b->bad = tt_xmalloc(states);
  memset(b->bad, -1, states);
  b->why = tt_xmalloc(states * sizeof *b->why);
  memset(b->why, 0, states * sizeof *b->why);
  b->run_failed = tt_xmalloc(states);
  memset(b->run_failed, 0, states);
  return 0;
}

static int set_source(struct bisect *b, enum source s, const char *arg) {
  if (b->source != S_NONE) {
    tt_error("give only one of --pipeline, --reproducer, --passes-from-log "
             "and --log");
    return -1;
  }
  b->source = s;
  b->source_arg = arg;
  return 0;
}

static int set_predicate(struct bisect *b, enum predicate p, const char *arg) {
  if (b->predicate_given++) {
    tt_error("give only one predicate");
    return -1;
  }
  b->predicate = p;
  b->predicate_arg = arg;
  return 0;
}

static int parse_args(int argc, char **argv, struct bisect *b) {
  enum { O_PIPELINE = 256, O_REPRODUCER, O_PASSES_FROM_LOG, O_LOG, O_PREDICATE,
         O_FILECHECK_PRED, O_CMD, O_REF, O_RANGE, O_STAGE, O_TIMEOUT,
         O_WORK_DIR, O_TT_OPT, O_FILECHECK, O_OPTIONS };
  static const struct option long_options[] = {
      {"pipeline", required_argument, NULL, O_PIPELINE},
      {"reproducer", required_argument, NULL, O_REPRODUCER},
      {"passes-from-log", required_argument, NULL, O_PASSES_FROM_LOG},
      {"log", required_argument, NULL, O_LOG},
      {"predicate", required_argument, NULL, O_PREDICATE},
      {"predicate-filecheck", required_argument, NULL, O_FILECHECK_PRED},
      {"predicate-cmd", required_argument, NULL, O_CMD},
      {"predicate-ref", required_argument, NULL, O_REF},
      {"range", required_argument, NULL, O_RANGE},
      {"options", required_argument, NULL, O_OPTIONS},
      {"stage", required_argument, NULL, O_STAGE},
      {"timeout", required_argument, NULL, O_TIMEOUT},
      {"work-dir", required_argument, NULL, O_WORK_DIR},
      {"tt-opt", required_argument, NULL, O_TT_OPT},
      {"filecheck", required_argument, NULL, O_FILECHECK},
      {"help", no_argument, NULL, 'h'},
      {NULL, 0, NULL, 0}};
  memset(b, 0, sizeof *b);
  b->timeout_s = 60;
  const char *tt_opt = NULL, *filecheck = NULL;
  int c, rc = 0;
  opterr = 0; /* tt_bad_option says it in our words */
  while (!rc && (c = getopt_long(argc, argv, ":h", long_options, NULL)) != -1) {
    switch (c) {
    case O_PIPELINE: rc = set_source(b, S_PIPELINE, optarg); break;
    case O_REPRODUCER: rc = set_source(b, S_REPRODUCER, optarg); break;
    case O_PASSES_FROM_LOG: rc = set_source(b, S_PASSES_FROM_LOG, optarg); break;
    case O_LOG: rc = set_source(b, S_LOG, optarg); break;
    case O_PREDICATE:
      if (strcmp(optarg, "crash") == 0)
        rc = set_predicate(b, P_CRASH, NULL);
      else if (strcmp(optarg, "verify") == 0)
        rc = set_predicate(b, P_VERIFY, NULL);
      else {
        tt_error("--predicate is crash or verify, not '%s' (see also "
                 "--predicate-filecheck, --predicate-cmd, --predicate-ref)", optarg);
        rc = -1;
      }
      break;
    case O_FILECHECK_PRED: rc = set_predicate(b, P_FILECHECK, optarg); break;
    case O_CMD: rc = set_predicate(b, P_CMD, optarg); break;
    case O_REF: rc = set_predicate(b, P_REF, optarg); break;
    case O_RANGE: b->range = optarg; break;
    case O_OPTIONS: rc = tt_options_parse(optarg, &b->given); break;
    case O_STAGE: b->stage = optarg; break;
    case O_TIMEOUT: {
      char *end;
      b->timeout_s = strtod(optarg, &end);
      if (*end || b->timeout_s <= 0) {
        tt_error("--timeout wants a positive number of seconds, not '%s'", optarg);
        rc = -1;
      }
      break;
    }
    case O_WORK_DIR: b->work_dir_arg = optarg; break;
    case O_TT_OPT: tt_opt = optarg; break;
    case O_FILECHECK: filecheck = optarg; break;
    case 'h': fputs(kUsage, stdout); exit(0);
    default: tt_bad_option(c, argv[optind - 1]); rc = -1;
    }
  }
  if (rc)
    return rc;
  if (argc - optind > 1) {
    tt_error("more than one INPUT given ('%s', '%s')", argv[optind], argv[optind + 1]);
    return -1;
  }
  b->input_arg = optind < argc ? argv[optind] : NULL;
  if (b->input_arg && (b->source == S_LOG || b->source == S_REPRODUCER)) {
    tt_error("INPUT '%s' is not used with --log or --reproducer", b->input_arg);
    return -1;
  }
  b->tt_opt = tt_find_tool(tt_opt, "tt-opt");
  if (filecheck)
    b->filecheck = tt_xstrdup(filecheck);
  else if (access(TT_LLVM_TOOLS_DIR "/FileCheck", X_OK) == 0)
    b->filecheck = tt_xstrdup(TT_LLVM_TOOLS_DIR "/FileCheck");
  else
    b->filecheck = tt_xstrdup("FileCheck");
  return 0;
}

static int remove_entry(const char *path, const struct stat *st, int flag,
                        struct FTW *ftw) {
  (void)st, (void)flag, (void)ftw;
  return remove(path);
}

int main(int argc, char **argv) {
  tt_progname = "tt-bisect";
  struct bisect b;
  if (parse_args(argc, argv, &b) != 0)
    return 1;
  if (prepare(&b) != 0) {
    /* A directory made for this run holds nothing worth keeping yet. */
    if (b.work_dir && !b.work_dir_arg)
      nftw(b.work_dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
    return 1;
  }
  return bisect_states(&b);
}
