/* tt-dump - Work with Triton's MLIR_ENABLE_DUMP logs.
 *
 * Lists the passes of a log, writes its blocks as standalone .mlir files,
 * shows what one pass changed, and reruns one pass with tt-opt to compare
 * our result with Triton's. Block N of a log is the input of pass N; block
 * N+1 is its output (see tools/common/dumplog.h). A pass that dumps its
 * intermediate IR while it runs (the pipeliner) has steps between the two,
 * which list, steps, show, diff and split take apart too.
 */
#define _GNU_SOURCE
#include "dumplog.h"
#include "passopts.h"
#include "util.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char kUsage[] =
    "usage: tt-dump COMMAND [options] LOG [N...]\n"
    "\n"
    "Reads a Triton MLIR_ENABLE_DUMP log (plain or .gz). Block N is the IR\n"
    "before pass N ran (its input); block N+1 is the output of pass N.\n"
    "\n"
    "Commands:\n"
    "  list LOG           one line per block: index, stage, pass class, (flag),\n"
    "                     and 'on <anchor> @<symbol>' for passes not run on the\n"
    "                     whole module ('[the tt.func alone, not its module]'\n"
    "                     when the block holds only that op: tt-opt's\n"
    "                     --mlir-print-ir-before-all without\n"
    "                     --mlir-print-ir-module-scope). The stage comes from\n"
    "                     the shared corpus's '// ===== tt-corpus: stage X\n"
    "                     begins' lines ('-' without). After a block, one line\n"
    "                     'step K: <Name> <Step>' per internal step of its pass\n"
    "  steps LOG N        the internal steps of pass N, numbered from 1: the\n"
    "                     sections '// -----// <Name> internal IR Dump After:\n"
    "                     <Step>' that the pass printed after block N while it\n"
    "                     ran (Triton's pipeliner under MLIR_ENABLE_DUMP:\n"
    "                     SoftwarePipeliner LowerLoops, ExpandLoops; tt-opt's\n"
    "                     with -tritongpu-pipeline=dump-intermediate-steps=true),\n"
    "                     each with its line in the log, between the pass's\n"
    "                     input (block N) and its output\n"
    "  split LOG N...     write blocks N... (default: all) as standalone files\n"
    "                     DIR/NNN-<flag>.mlir that tt-opt reads; with --steps\n"
    "                     their steps too, as NNN-<flag>.step-K-<Step>.mlir\n"
    "  show LOG N         print block N (the input of pass N); with --step S,\n"
    "                     step S of pass N\n"
    "  diff LOG N         diff -u of block N and its output: what pass N changed\n"
    "                     (the output is block N+1, or the block after the\n"
    "                     blocks of the passes pass N runs inside itself: the\n"
    "                     inliner's canonicalize, optimize-dot-operands'\n"
    "                     canonicalize, lower-aref's assign-stage-phase); with\n"
    "                     --step S, what step S changed: the step before it\n"
    "                     (for step 1 block N) against step S, and with S one\n"
    "                     past the last step, the last step against the output\n"
    "  replay LOG N       run pass N with tt-opt on block N as Triton ran it\n"
    "                     (only on the function its header names; with the\n"
    "                     options Triton passed it, read from the module\n"
    "                     attributes) and diff -u Triton's output against ours,\n"
    "                     both printed by tt-opt; exit status 0 if equal, 3 if\n"
    "                     they differ\n"
    "\n"
    "Options:\n"
    "  -o, --output-dir DIR  split: where the files go (default: .); replay:\n"
    "                        where the input, both outputs and tt-opt's stderr\n"
    "                        are kept (default: a new directory under $TMPDIR)\n"
    "  --summary             list: each pass flag once, in order of first\n"
    "                        appearance, after its block count (the format of\n"
    "                        ../shared/tools/corpus-check list, without its\n"
    "                        last line; no steps)\n"
    "  --step S              show, diff: step S of pass N, by number (from 1)\n"
    "                        or by name ('LowerLoops'; a name that several\n"
    "                        steps share needs the number)\n"
    "  --steps               split: write the steps of the blocks too\n"
    "  --reprint             diff: diff both sides as tt-opt prints them, without\n"
    "                        locations. Triton prints a block with aliases and\n"
    "                        locations, a step without either, so that a raw\n"
    "                        diff of the two differs on nearly every line\n"
    "  --options 'PASS{KEY=VALUE ...}'\n"
    "                        replay: options for the pass, on top of those read\n"
    "                        from the module attributes (logs do not record\n"
    "                        options); the syntax of tt-bisect --options\n"
    "  --tt-opt PATH         replay, diff --reprint: the tt-opt to run (default:\n"
    "                        the one beside tt-dump, else tt-opt from PATH)\n"
    "  --timeout SECONDS     replay, diff --reprint: kill tt-opt after this long\n"
    "                        (default: 300)\n"
    "  -h, --help            print this help\n"
    "\n"
    "Exit status: 0 on success; 1 on bad usage or input (a log that is cut off\n"
    "or corrupt, too) or when a command fails; 3 when replay finds a\n"
    "difference.\n";

/* Exit statuses. */
enum { EXIT_OK = 0, EXIT_ERROR = 1, EXIT_DIFFERS = 3 };

struct options {
  const char *command;
  const char *log_path;
  const char *output_dir;
  struct tt_given_options given; /* --options */
  const char *tt_opt;
  double timeout_s;
  int summary;
  const char *step; /* --step */
  int steps;        /* --steps */
  int reprint;      /* --reprint */
  char **numbers; /* the block numbers given after LOG */
  int number_count;
};

/* Parses "N" as a block index of `log`; reports and returns -1 if it is not
 * one. */
static long parse_block(const char *text, const struct tt_log *log) {
  char *end;
  errno = 0;
  unsigned long n = strtoul(text, &end, 10);
  if (!*text || *end || errno || text[0] == '-') {
    tt_error("'%s' is not a block number", text);
    return -1;
  }
  if (n >= log->count) {
    tt_error("block %lu does not exist (the log has %zu blocks, 0..%zu)", n,
             log->count, log->count ? log->count - 1 : 0);
    return -1;
  }
  return (long)n;
}

static void print_block_line(const struct tt_block *b) {
  char *anchor = tt_block_describe_anchor(b);
  printf("%3zu  %-5s  %s  (%s)%s\n", b->index, *b->stage ? b->stage : "-",
         b->pass, b->flag, anchor);
  free(anchor);
}

/* "step K: <Name> <Step>", indented under the block line; no line for a
 * block without steps keeps `list` of such logs as it was. */
static void print_step_lines(const struct tt_block *b) {
  for (size_t k = 1; k <= b->step_count; ++k)
    printf("       step %zu: %s %s\n", k, b->steps[k - 1].name,
           b->steps[k - 1].step);
}

/* Each flag once, in order of first appearance, after its count. */
static void print_summary(const struct tt_log *log) {
  char *counted = tt_xmalloc(log->count ? log->count : 1);
  memset(counted, 0, log->count);
  for (size_t i = 0; i < log->count; ++i) {
    if (counted[i])
      continue;
    size_t n = 0;
    for (size_t j = i; j < log->count; ++j)
      if (strcmp(log->blocks[j].flag, log->blocks[i].flag) == 0) {
        counted[j] = 1;
        ++n;
      }
    printf("%5zu  %s\n", n, log->blocks[i].flag);
  }
  free(counted);
}

static int cmd_list(const struct options *o, const struct tt_log *log) {
  if (o->number_count) {
    tt_error("list takes no block number");
    return EXIT_ERROR;
  }
  if (o->summary)
    print_summary(log);
  else
    for (size_t i = 0; i < log->count; ++i) {
      print_block_line(&log->blocks[i]);
      print_step_lines(&log->blocks[i]);
    }
  return 0;
}

/* Writes `text` into dir/name; returns its path (malloc'ed) or NULL. */
static char *write_text(const char *dir, const char *name, const char *text,
                        size_t len) {
  char *path = tt_path_join(dir, name);
  if (tt_write_file(path, text, len) != 0) {
    free(path);
    return NULL;
  }
  return path;
}

/* Writes block b into dir; returns its path (malloc'ed) or NULL. */
static char *write_block(const struct tt_block *b, const char *dir) {
  char *name = tt_block_file_name(b);
  char *path = write_text(dir, name, b->module, b->module_len);
  free(name);
  return path;
}

/* Writes step k (from 1) of block b into dir; its path or NULL. */
static char *write_step(const struct tt_block *b, size_t k, const char *dir) {
  char *name = tt_step_file_name(b, k);
  const struct tt_step *s = &b->steps[k - 1];
  char *path = write_text(dir, name, s->module, s->module_len);
  free(name);
  return path;
}

/* Writes block b (and with --steps its steps), printing each path. */
static int split_one(const struct options *o, const struct tt_block *b,
                     const char *dir) {
  size_t count = o->steps ? b->step_count : 0;
  for (size_t k = 0; k <= count; ++k) {
    char *path = k ? write_step(b, k, dir) : write_block(b, dir);
    if (!path)
      return -1;
    printf("%s\n", path);
    free(path);
  }
  return 0;
}

static int cmd_split(const struct options *o, const struct tt_log *log) {
  const char *dir = o->output_dir ? o->output_dir : ".";
  if (tt_mkdirs(dir) != 0)
    return EXIT_ERROR;
  /* Check every number before writing anything. */
  for (int i = 0; i < o->number_count; ++i)
    if (parse_block(o->numbers[i], log) < 0)
      return EXIT_ERROR;
  size_t count = o->number_count ? (size_t)o->number_count : log->count;
  for (size_t i = 0; i < count; ++i) {
    size_t n = o->number_count ? (size_t)parse_block(o->numbers[i], log) : i;
    if (split_one(o, &log->blocks[n], dir) != 0)
      return EXIT_ERROR;
  }
  return 0;
}

/* The single block number a command takes; -1 (reported) if absent/bad. */
static long single_block(const struct options *o, const struct tt_log *log) {
  if (o->number_count != 1) {
    tt_error("%s takes exactly one block number", o->command);
    return -1;
  }
  return parse_block(o->numbers[0], log);
}

/* The block holding Triton's output of pass n, or NULL (reported). */
static const struct tt_block *output_block(const struct tt_log *log, long n) {
  char *why = NULL;
  size_t out = tt_log_output_block(log, (size_t)n, &why);
  if (out == TT_NO_BLOCK)
    tt_error("%s", why);
  free(why);
  return out == TT_NO_BLOCK ? NULL : &log->blocks[out];
}

/* For diff: the output of pass n, else the next block, which still shows
 * what changed in between (with a note saying why it is not the output).
 * *exact says which. NULL (reported) after the last block. */
static const struct tt_block *changed_block(const struct tt_log *log, long n,
                                            int *exact) {
  char *why = NULL;
  size_t out = tt_log_output_block(log, (size_t)n, &why);
  *exact = out != TT_NO_BLOCK;
  if (!*exact && (size_t)n + 1 < log->count) {
    out = (size_t)n + 1;
    printf("(block %zu is not the output of pass %ld alone: %s)\n", out, n,
           why);
  } else if (!*exact) {
    tt_error("%s", why);
  }
  free(why);
  return out == TT_NO_BLOCK ? NULL : &log->blocks[out];
}

/* "1 LowerLoops, 2 ExpandLoops": the steps of b, for messages. Malloc'ed. */
static char *step_names(const struct tt_block *b) {
  char *out = tt_xstrdup("");
  for (size_t k = 1; k <= b->step_count; ++k) {
    char *more = tt_xasprintf("%s%s%zu %s", out, k > 1 ? ", " : "", k,
                              b->steps[k - 1].step);
    free(out);
    out = more;
  }
  return out;
}

/* The step that --step names by number: 1..count, and count + 1 where
 * `past_last` allows it. 0 (reported) if there is no such step. */
static size_t step_by_number(const struct options *o, const struct tt_block *b,
                             int past_last) {
  errno = 0;
  unsigned long k = strtoul(o->step, NULL, 10);
  size_t last = b->step_count + (past_last ? 1 : 0);
  if (!errno && k >= 1 && k <= last)
    return (size_t)k;
  char *names = step_names(b);
  char *after = past_last ? tt_xasprintf("; --step %zu diffs the last one "
                                         "against the output of the pass",
                                         last)
                          : tt_xstrdup("");
  tt_error("%s: pass %zu (%s) has no step %s: its steps are 1..%zu (%s)%s",
           o->log_path, b->index, b->flag, o->step, b->step_count, names,
           after);
  free(names);
  free(after);
  return 0;
}

/* The step that --step names by name; 0 (reported) if none or several
 * steps have it (the warp specializer may repeat a step). */
static size_t step_by_name(const struct options *o, const struct tt_block *b) {
  size_t found = 0, matches = 0;
  char *numbers = tt_xstrdup("");
  for (size_t k = 1; k <= b->step_count; ++k) {
    if (strcmp(b->steps[k - 1].step, o->step) != 0)
      continue;
    char *more = tt_xasprintf("%s%s%zu", numbers, matches ? ", " : "", k);
    free(numbers);
    numbers = more;
    found = k;
    ++matches;
  }
  char *names = matches == 1 ? NULL : step_names(b);
  if (!matches)
    tt_error("%s: pass %zu (%s) has no step named '%s' (its steps: %s)",
             o->log_path, b->index, b->flag, o->step, names);
  else if (matches > 1)
    tt_error("%s: pass %zu (%s) has %zu steps named '%s' (%s): give its "
             "number with --step", o->log_path, b->index, b->flag, matches,
             o->step, numbers);
  free(names);
  free(numbers);
  return matches == 1 ? found : 0;
}

/* The step of pass n that --step names, by number (from 1) or by name; 0
 * (reported) if it has none such. `past_last`: see step_by_number. */
static size_t find_step(const struct options *o, const struct tt_log *log,
                        long n, int past_last) {
  const struct tt_block *b = &log->blocks[n];
  if (!b->step_count) {
    tt_error("%s: pass %ld (%s) has no steps: no '// -----// <Name> "
             "internal IR Dump After: <Step>' section follows block %ld",
             o->log_path, n, b->flag, n);
    return 0;
  }
  size_t digits = strspn(o->step, "0123456789");
  if (digits && !o->step[digits])
    return step_by_number(o, b, past_last);
  return step_by_name(o, b);
}

/* steps N: the block line, then the chain a step diff walks: the input
 * (block N), each step with the line of its header, and the output. */
static int cmd_steps(const struct options *o, const struct tt_log *log) {
  long n = single_block(o, log);
  if (n < 0)
    return EXIT_ERROR;
  const struct tt_block *b = &log->blocks[n];
  print_block_line(b);
  if (!b->step_count) {
    printf("       (pass %ld printed no internal steps)\n", n);
    return 0;
  }
  printf("       input:  block %ld (line %zu)\n", n, b->line);
  for (size_t k = 1; k <= b->step_count; ++k)
    printf("       step %zu: %s %s  (line %zu)\n", k, b->steps[k - 1].name,
           b->steps[k - 1].step, b->steps[k - 1].line);
  char *why = NULL;
  size_t out = tt_log_output_block(log, (size_t)n, &why);
  if (out != TT_NO_BLOCK)
    printf("       output: block %zu (line %zu)\n", out, log->blocks[out].line);
  else
    printf("       output: not in the log (%s)\n", why);
  free(why);
  return 0;
}

static int cmd_show(const struct options *o, const struct tt_log *log) {
  long n = single_block(o, log);
  if (n < 0)
    return EXIT_ERROR;
  const struct tt_block *b = &log->blocks[n];
  if (!o->step) {
    fwrite(b->module, 1, b->module_len, stdout);
    return 0;
  }
  size_t k = find_step(o, log, n, 0);
  if (k)
    fwrite(b->steps[k - 1].module, 1, b->steps[k - 1].module_len, stdout);
  return k ? EXIT_OK : EXIT_ERROR;
}

/* "NNN-flag.mlir (input of pass N)" */
static char *block_label(const struct tt_block *b, const char *role, long n) {
  char *name = tt_block_file_name(b);
  char *label = tt_xasprintf("%s (%s of pass %ld)", name, role, n);
  free(name);
  return label;
}

/* Runs tt-opt on `input` into `output` (with --pass-pipeline=`pipeline`
 * unless it is NULL), its stderr into `errors`. A failure is reported with
 * the command and tt-opt's stderr. */
static int run_tt_opt(const struct options *o, const char *tt_opt,
                      const char *pipeline, const char *input,
                      const char *output, const char *errors) {
  char *pipeline_arg = pipeline ? tt_xasprintf("--pass-pipeline=%s", pipeline) : NULL;
  const char *argv[] = {tt_opt, input, "-o", output, pipeline_arg, NULL};
  struct tt_status st = tt_run(argv, NULL, errors, o->timeout_s);
  if (!tt_status_ok(st)) {
    unlink(output); /* a killed tt-opt cannot remove its half-written file */
    char why[128];
    char *quoted = pipeline_arg ? tt_shell_quote(pipeline_arg) : tt_xstrdup("");
    tt_error("tt-opt %s:\n  %s %s %s -o %s", tt_status_describe(st, o->timeout_s, why, sizeof why),
             tt_opt, input, quoted, output);
    free(quoted);
    char *text = tt_read_file(errors, NULL);
    if (text)
      fprintf(stderr, "%s", text);
    free(text);
  }
  free(pipeline_arg);
  return tt_status_ok(st) ? 0 : -1;
}

/* One side of a diff: the text, the file name it is written under (the
 * one split gives it) and its label. */
struct side {
  const char *text;
  size_t len;
  char *name;
  char *label;
};

static struct side block_side(const struct tt_block *b, char *label) {
  return (struct side){b->module, b->module_len, tt_block_file_name(b), label};
}

/* Step k of block b, labelled "(step K of pass N: <Name> <Step>)". */
static struct side step_side(const struct tt_block *b, size_t k) {
  const struct tt_step *s = &b->steps[k - 1];
  char *name = tt_step_file_name(b, k);
  char *label = tt_xasprintf("%s (step %zu of pass %zu: %s %s)", name, k,
                             b->index, s->name, s->step);
  return (struct side){s->module, s->module_len, name, label};
}

static void free_side(struct side *s) {
  free(s->name);
  free(s->label);
}

/* How Triton printed a module: bit 0 alias definitions, bit 1 locations.
 * Its blocks have both (printed with the dump's flags), the sections of
 * its internal steps neither (printed with `<<`), so that a diff of the two
 * differs on nearly every line. */
static int print_form(const char *text) {
  int aliases = text[0] == '#' || strstr(text, "\n#") != NULL;
  return aliases | (strstr(text, " loc(") != NULL) << 1;
}

/* Says when the sides are printed differently and --reprint would help. */
static void note_print_forms(const struct options *o, const struct side *old,
                             const struct side *new) {
  if (o->reprint || print_form(old->text) == print_form(new->text))
    return;
  printf("(note: %s and %s are printed differently (aliases, locations): "
         "--reprint diffs them as tt-opt prints both, without locations)\n",
         old->name, new->name);
}

/* --reprint: tt-opt's print of side s, written at `path`, without
 * locations, into "<path>.reprinted"; its path (malloc'ed) or NULL
 * (reported: the scratch file goes away, so the side is named too). */
static char *reprint(const struct options *o, const char *tt_opt,
                     const struct side *s, const char *path,
                     const char *errors) {
  char *out = tt_xasprintf("%s.reprinted", path);
  if (run_tt_opt(o, tt_opt, "builtin.module(strip-debuginfo)", path, out,
                 errors) == 0)
    return out;
  tt_error("%s: --reprint: tt-opt cannot print %s", o->log_path, s->label);
  free(out);
  return NULL;
}

/* Removes the scratch file at `path` (if any) and frees the name. */
static void remove_scratch(char *path) {
  if (path)
    unlink(path);
  free(path);
}

/* Prints diff -u of the two sides (written into a scratch directory that
 * goes away after; with --reprint, as tt-opt prints them), or `same` when
 * they are equal. */
static int diff_sides(const struct options *o, const struct side *old,
                      const struct side *new, const char *same) {
  char *dir = tt_make_temp_dir("tt-dump");
  if (!dir)
    return EXIT_ERROR;
  char *old_path = write_text(dir, old->name, old->text, old->len);
  char *new_path = write_text(dir, new->name, new->text, new->len);
  char *errors = tt_path_join(dir, "tt-opt.stderr");
  char *old_reprinted = NULL, *new_reprinted = NULL;
  if (old_path && new_path && o->reprint) {
    char *tt_opt = tt_find_tool(o->tt_opt, "tt-opt");
    old_reprinted = reprint(o, tt_opt, old, old_path, errors);
    new_reprinted =
        old_reprinted ? reprint(o, tt_opt, new, new_path, errors) : NULL;
    free(tt_opt);
  }
  const char *old_diffed = o->reprint ? old_reprinted : old_path;
  const char *new_diffed = o->reprint ? new_reprinted : new_path;
  int rc = EXIT_ERROR;
  if (old_diffed && new_diffed) {
    note_print_forms(o, old, new);
    int diff = tt_diff(old_diffed, old->label, new_diffed, new->label);
    if (diff == 0)
      printf("%s\n", same);
    rc = diff == 2 ? EXIT_ERROR : EXIT_OK;
  }
  remove_scratch(old_reprinted);
  remove_scratch(new_reprinted);
  remove_scratch(old_path);
  remove_scratch(new_path);
  remove_scratch(errors);
  rmdir(dir);
  free(dir);
  return rc;
}

/* diff N --step S: the step before S (block N before step 1) against step
 * S, or one past the last step, the last step against the output. */
static int diff_step(const struct options *o, const struct tt_log *log,
                     long n) {
  const struct tt_block *in = &log->blocks[n];
  size_t k = find_step(o, log, n, 1);
  if (!k)
    return EXIT_ERROR;
  print_block_line(in);
  int exact = 1;
  const struct tt_block *out =
      k > in->step_count ? changed_block(log, n, &exact) : NULL;
  if (k > in->step_count && !out)
    return EXIT_ERROR;
  struct side old = k == 1 ? block_side(in, block_label(in, "input", n))
                           : step_side(in, k - 1);
  struct side new = !out ? step_side(in, k)
                         : block_side(out, exact ? block_label(out, "output", n)
                                                 : tt_block_file_name(out));
  char *same = !out ? tt_xasprintf("(step %zu of pass %ld changed nothing)",
                                   k, n)
               : exact ? tt_xasprintf("(pass %ld changed nothing after step "
                                      "%zu)", n, k - 1)
                       : tt_xasprintf("(nothing changed between step %zu of "
                                      "pass %ld and block %zu)", k - 1, n,
                                      out->index);
  int rc = diff_sides(o, &old, &new, same);
  free_side(&old);
  free_side(&new);
  free(same);
  return rc;
}

static int cmd_diff(const struct options *o, const struct tt_log *log) {
  long n = single_block(o, log);
  if (n < 0)
    return EXIT_ERROR;
  if (o->step)
    return diff_step(o, log, n);
  const struct tt_block *in = &log->blocks[n];
  print_block_line(in);
  int exact;
  const struct tt_block *out = changed_block(log, n, &exact);
  if (!out)
    return EXIT_ERROR;
  struct side old = block_side(in, block_label(in, "input", n));
  struct side new = block_side(out, exact ? block_label(out, "output", n)
                                          : tt_block_file_name(out));
  char *same = tt_xasprintf("(pass %ld changed nothing)", n);
  int rc = diff_sides(o, &old, &new, same);
  free_side(&old);
  free_side(&new);
  free(same);
  return rc;
}

/* A clear error for a pass tt-opt does not have (yet), instead of tt-opt's
 * pipeline parser message. */
static int check_pass_known(const char *tt_opt, const struct tt_block *b,
                            const char *dir) {
  char *scratch = tt_path_join(dir, "tt-opt-passes.txt");
  char *list = tt_opt_list_passes(tt_opt, scratch);
  free(scratch);
  if (!list)
    return -1;
  int known = tt_opt_lists_pass(list, b->flag);
  free(list);
  if (known)
    return 0;
  tt_error("pass %zu '%s' (%s) is not known to tt-opt (not implemented "
           "yet?); see tt-opt --list-passes",
           b->index, b->flag, b->pass);
  return -1;
}

/* --options may only name the pass replayed. */
static int check_given_flags(const struct options *o, const struct tt_block *b) {
  for (size_t i = 0; i < o->given.count; ++i)
    if (strcmp(o->given.flags[i], b->flag) != 0) {
      tt_error("--options names %s, but pass %zu is %s", o->given.flags[i],
               b->index, b->flag);
      return -1;
    }
  return 0;
}

/* The pipeline that reruns pass n as Triton ran it (malloc'ed); notes the
 * options Triton passed that the log does not record. */
static char *replay_pipeline(const struct options *o, const struct tt_log *log,
                             long n) {
  const struct tt_block *in = &log->blocks[n];
  char *unrecorded = NULL;
  char *options = tt_triton_options(
      log, (size_t)n, tt_options_for(&o->given, in->flag), &unrecorded);
  char *spec = tt_block_pass_spec(in, options);
  char *pipeline = tt_xasprintf("builtin.module(%s)", spec);
  if (unrecorded)
    printf("  note:   Triton passes %s to %s too, which the log does not "
           "record: give --options '%s{...}' where it matters\n",
           unrecorded, in->flag, in->flag);
  free(unrecorded);
  free(options);
  free(spec);
  return pipeline;
}

static int cmd_replay(const struct options *o, const struct tt_log *log) {
  long n = single_block(o, log);
  if (n < 0)
    return EXIT_ERROR;
  const struct tt_block *in = &log->blocks[n];
  if (check_given_flags(o, in) != 0)
    return EXIT_ERROR;
  const struct tt_block *out = output_block(log, n);
  if (!out)
    return EXIT_ERROR;
  char *dir = o->output_dir ? tt_xstrdup(o->output_dir) : tt_make_temp_dir("tt-dump");
  if (!dir || tt_mkdirs(dir) != 0) {
    free(dir);
    return EXIT_ERROR;
  }
  char *tt_opt = tt_find_tool(o->tt_opt, "tt-opt");
  char *in_path = write_block(in, dir), *raw_out = write_block(out, dir);
  char *triton = tt_xasprintf("%s/%03ld-%s.triton.mlir", dir, n, in->flag);
  char *ours = tt_xasprintf("%s/%03ld-%s.tt-opt.mlir", dir, n, in->flag);
  char *errors = tt_xasprintf("%s/%03ld-%s.tt-opt.stderr", dir, n, in->flag);
  char *pipeline = NULL;
  int rc = EXIT_ERROR;
  if (check_pass_known(tt_opt, in, dir) != 0)
    goto done;
  print_block_line(in);
  pipeline = replay_pipeline(o, log, n);
  printf("  input:  %s\n  triton: %s (block %zu printed by tt-opt)\n  "
         "tt-opt: %s (%s)\n",
         in_path ? in_path : "?", triton, out->index, ours, pipeline);
  if (in_path && raw_out &&
      run_tt_opt(o, tt_opt, NULL, raw_out, triton, errors) == 0 &&
      run_tt_opt(o, tt_opt, pipeline, in_path, ours, errors) == 0) {
    int diff = tt_diff(triton, "triton", ours, "tt-opt");
    if (diff != 2)
      printf("%s\n", diff == 0 ? "same output as Triton" : "differs from Triton");
    rc = diff == 0 ? EXIT_OK : diff == 1 ? EXIT_DIFFERS : EXIT_ERROR;
  }
done:
  free(dir);
  free(tt_opt);
  free(pipeline);
  free(in_path);
  free(raw_out);
  free(triton);
  free(ours);
  free(errors);
  return rc;
}

static int parse_args(int argc, char **argv, struct options *o) {
  static const struct option long_options[] = {
      {"output-dir", required_argument, NULL, 'o'},
      {"summary", no_argument, NULL, 's'},
      {"options", required_argument, NULL, 'p'},
      {"tt-opt", required_argument, NULL, 't'},
      {"timeout", required_argument, NULL, 'T'},
      {"step", required_argument, NULL, 'S'},
      {"steps", no_argument, NULL, 'X'},
      {"reprint", no_argument, NULL, 'R'},
      {"help", no_argument, NULL, 'h'},
      {NULL, 0, NULL, 0}};
  memset(o, 0, sizeof *o);
  o->timeout_s = 300;
  int c;
  opterr = 0; /* tt_bad_option says it in our words */
  while ((c = getopt_long(argc, argv, ":o:h", long_options, NULL)) != -1) {
    switch (c) {
    case 'o': o->output_dir = optarg; break;
    case 's': o->summary = 1; break;
    case 'p':
      if (tt_options_parse(optarg, &o->given) != 0)
        return -1;
      break;
    case 't': o->tt_opt = optarg; break;
    case 'S': o->step = optarg; break;
    case 'X': o->steps = 1; break;
    case 'R': o->reprint = 1; break;
    case 'T': {
      char *end;
      o->timeout_s = strtod(optarg, &end);
      if (*end || o->timeout_s <= 0) {
        tt_error("--timeout wants a positive number of seconds, not '%s'", optarg);
        return -1;
      }
      break;
    }
    case 'h': fputs(kUsage, stdout); exit(0);
    default: tt_bad_option(c, argv[optind - 1]); return -1;
    }
  }
  if (argc - optind < 2) {
    tt_error("%s (see tt-dump --help)", argc - optind ? "no LOG given" : "no command given");
    return -1;
  }
  o->command = argv[optind];
  o->log_path = argv[optind + 1];
  o->numbers = argv + optind + 2;
  o->number_count = argc - optind - 2;
  return 0;
}

/* --step and --steps mean something to some commands only; elsewhere they
 * are a mistake to report, not to ignore. */
static int check_command_options(const struct options *o) {
  int show_or_diff = strcmp(o->command, "show") == 0 ||
                     strcmp(o->command, "diff") == 0;
  if (o->step && !show_or_diff) {
    tt_error("--step is for show and diff, not %s", o->command);
    return -1;
  }
  if (o->reprint && strcmp(o->command, "diff") != 0) {
    tt_error("--reprint is for diff, not %s", o->command);
    return -1;
  }
  if (o->steps && strcmp(o->command, "split") != 0) {
    tt_error("--steps is for split, not %s (tt-dump steps LOG N lists the "
             "steps of pass N)", o->command);
    return -1;
  }
  return 0;
}

/* Reads the log and runs the command on it. */
static int run_command(const struct options *o) {
  static const struct {
    const char *name;
    int (*run)(const struct options *, const struct tt_log *);
  } commands[] = {{"list", cmd_list},   {"steps", cmd_steps},
                  {"split", cmd_split}, {"show", cmd_show},
                  {"diff", cmd_diff},   {"replay", cmd_replay}};
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; ++i) {
    if (strcmp(o->command, commands[i].name) != 0)
      continue;
    if (check_command_options(o) != 0)
      return EXIT_ERROR;
    struct tt_log log;
    char err[512];
    if (tt_log_read(o->log_path, &log, err, sizeof err) != 0) {
      tt_error("%s", err);
      return EXIT_ERROR;
    }
    if (log.count == 0) {
      tt_error("%s has no '// -----// IR Dump Before' block (is it an "
               "MLIR_ENABLE_DUMP log?)", o->log_path);
      tt_log_free(&log);
      return EXIT_ERROR;
    }
    int rc = commands[i].run(o, &log);
    tt_log_free(&log);
    return rc;
  }
  tt_error("unknown command '%s' (list, steps, split, show, diff or replay; "
           "see tt-dump --help)", o->command);
  return EXIT_ERROR;
}

int main(int argc, char **argv) {
  tt_progname = "tt-dump";
  struct options o;
  int rc = parse_args(argc, argv, &o) == 0 ? run_command(&o) : EXIT_ERROR;
  tt_options_free(&o.given);
  return rc;
}
