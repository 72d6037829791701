/* tt-dump - Work with Triton's MLIR_ENABLE_DUMP logs.
 *
 * Lists the passes of a log, writes its blocks as standalone .mlir files,
 * shows what one pass changed, and reruns one pass with tt-opt to compare
 * our result with Triton's. Block N of a log is the input of pass N; block
 * N+1 is its output (see tools/common/dumplog.h).
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
    "                     begins' lines ('-' without)\n"
    "  split LOG N...     write blocks N... (default: all) as standalone files\n"
    "                     DIR/NNN-<flag>.mlir that tt-opt reads\n"
    "  show LOG N         print block N (the input of pass N)\n"
    "  diff LOG N         diff -u of block N and its output: what pass N changed\n"
    "                     (the output is block N+1, or for the inliner the\n"
    "                     block after the canonicalize runs it prints)\n"
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
    "                        last line)\n"
    "  --options 'PASS{KEY=VALUE ...}'\n"
    "                        replay: options for the pass, on top of those read\n"
    "                        from the module attributes (logs do not record\n"
    "                        options); the syntax of tt-bisect --options\n"
    "  --tt-opt PATH         replay: the tt-opt to run (default: the one beside\n"
    "                        tt-dump, else tt-opt from PATH)\n"
    "  --timeout SECONDS     replay: kill tt-opt after this long (default: 300)\n"
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
    for (size_t i = 0; i < log->count; ++i)
      print_block_line(&log->blocks[i]);
  return 0;
}

/* Writes block b into dir; returns its path (malloc'ed) or NULL. */
static char *write_block(const struct tt_block *b, const char *dir) {
  char *name = tt_block_file_name(b);
  char *path = tt_path_join(dir, name);
  free(name);
  if (tt_write_file(path, b->module, b->module_len) != 0) {
    free(path);
    return NULL;
  }
  return path;
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
    char *path = write_block(&log->blocks[n], dir);
    if (!path)
      return EXIT_ERROR;
    printf("%s\n", path);
    free(path);
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

static int cmd_show(const struct options *o, const struct tt_log *log) {
  long n = single_block(o, log);
  if (n < 0)
    return EXIT_ERROR;
  fwrite(log->blocks[n].module, 1, log->blocks[n].module_len, stdout);
  return 0;
}

/* "NNN-flag.mlir (input of pass N)" */
static char *block_label(const struct tt_block *b, const char *role, long n) {
  char *name = tt_block_file_name(b);
  char *label = tt_xasprintf("%s (%s of pass %ld)", name, role, n);
  free(name);
  return label;
}

static int cmd_diff(const struct options *o, const struct tt_log *log) {
  long n = single_block(o, log);
  if (n < 0)
    return EXIT_ERROR;
  const struct tt_block *in = &log->blocks[n];
  print_block_line(in);
  int exact;
  const struct tt_block *out = changed_block(log, n, &exact);
  char *dir = out ? tt_make_temp_dir("tt-dump") : NULL;
  if (!dir)
    return EXIT_ERROR;
  char *in_path = write_block(in, dir), *out_path = write_block(out, dir);
  int rc = EXIT_ERROR;
  if (in_path && out_path) {
    char *in_label = block_label(in, "input", n);
    char *out_label = exact ? block_label(out, "output", n)
                            : tt_block_file_name(out);
    int diff = tt_diff(in_path, in_label, out_path, out_label);
    if (diff == 0)
      printf("(pass %ld changed nothing)\n", n);
    rc = diff == 2 ? EXIT_ERROR : EXIT_OK;
    free(in_label);
    free(out_label);
  }
  if (in_path)
    unlink(in_path);
  if (out_path)
    unlink(out_path);
  rmdir(dir);
  free(in_path);
  free(out_path);
  free(dir);
  return rc;
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

/* Reads the log and runs the command on it. */
static int run_command(const struct options *o) {
  static const struct {
    const char *name;
    int (*run)(const struct options *, const struct tt_log *);
  } commands[] = {{"list", cmd_list}, {"split", cmd_split}, {"show", cmd_show},
                  {"diff", cmd_diff}, {"replay", cmd_replay}};
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; ++i) {
    if (strcmp(o->command, commands[i].name) != 0)
      continue;
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
  tt_error("unknown command '%s' (list, split, show, diff or replay; see "
           "tt-dump --help)", o->command);
  return EXIT_ERROR;
}

int main(int argc, char **argv) {
  tt_progname = "tt-dump";
  struct options o;
  int rc = parse_args(argc, argv, &o) == 0 ? run_command(&o) : EXIT_ERROR;
  tt_options_free(&o.given);
  return rc;
}
