/* tt-dump - Work with Triton's MLIR_ENABLE_DUMP logs.
 *
 * Lists the passes of a log, writes its blocks as standalone .mlir files,
 * shows what one pass changed, and reruns one pass with tt-opt to compare
 * our result with Triton's. Block N of a log is the input of pass N; block
 * N+1 is its output (see tools/common/dumplog.h).
 */
#define _GNU_SOURCE
#include "dumplog.h"
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
    "                     whole module. The stage comes from the shared corpus's\n"
    "                     '// ===== tt-corpus: stage X begins' lines ('-' without)\n"
    "  split LOG N...     write blocks N... (default: all) as standalone files\n"
    "                     DIR/NNN-<flag>.mlir that tt-opt reads\n"
    "  show LOG N         print block N (the input of pass N)\n"
    "  diff LOG N         diff -u of block N and block N+1: what pass N changed\n"
    "  replay LOG N       run pass N with tt-opt on block N and diff -u Triton's\n"
    "                     output (block N+1) against ours, both printed by\n"
    "                     tt-opt; exit status 0 if equal, 1 if they differ\n"
    "\n"
    "Options:\n"
    "  -o, --output-dir DIR  split: where the files go (default: .); replay:\n"
    "                        where the input, both outputs and tt-opt's stderr\n"
    "                        are kept (default: a new directory under $TMPDIR)\n"
    "  --summary             list: each pass flag once, in order of first\n"
    "                        appearance, after its block count (the format of\n"
    "                        ../shared/tools/corpus-check list, without its\n"
    "                        last line)\n"
    "  --options OPTS        replay: pass options, as in flag{OPTS} (Triton's\n"
    "                        logs do not record them)\n"
    "  --tt-opt PATH         replay: the tt-opt to run (default: the one beside\n"
    "                        tt-dump, else tt-opt from PATH)\n"
    "  --timeout SECONDS     replay: kill tt-opt after this long (default: 300)\n"
    "  -h, --help            print this help\n"
    "\n"
    "Exit status: 0 on success, 1 when replay finds a difference, 2 on bad\n"
    "input or when a command fails.\n";

struct options {
  const char *command;
  const char *log_path;
  const char *output_dir;
  const char *pass_options;
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
  printf("%3zu  %-5s  %s  (%s)", b->index, *b->stage ? b->stage : "-", b->pass,
         b->flag);
  if (strcmp(b->anchor, "builtin.module") != 0)
    printf("  on %s%s%s", b->anchor, *b->symbol ? " @" : "", b->symbol);
  putchar('\n');
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
    return 2;
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
    return 2;
  /* Check every number before writing anything. */
  for (int i = 0; i < o->number_count; ++i)
    if (parse_block(o->numbers[i], log) < 0)
      return 2;
  size_t count = o->number_count ? (size_t)o->number_count : log->count;
  for (size_t i = 0; i < count; ++i) {
    size_t n = o->number_count ? (size_t)parse_block(o->numbers[i], log) : i;
    char *path = write_block(&log->blocks[n], dir);
    if (!path)
      return 2;
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

/* The block holding the output of pass n, or NULL (reported). */
static const struct tt_block *output_block(const struct tt_log *log, long n) {
  if ((size_t)n + 1 < log->count)
    return &log->blocks[n + 1];
  tt_error("block %ld is the last one: the output of pass %ld (%s) is not in "
           "the log",
           n, n, log->blocks[n].flag);
  return NULL;
}

static int cmd_show(const struct options *o, const struct tt_log *log) {
  long n = single_block(o, log);
  if (n < 0)
    return 2;
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
    return 2;
  const struct tt_block *in = &log->blocks[n], *out = output_block(log, n);
  if (!out)
    return 2;
  char *dir = tt_make_temp_dir("tt-dump");
  if (!dir)
    return 2;
  char *in_path = write_block(in, dir), *out_path = write_block(out, dir);
  int rc = 2;
  if (in_path && out_path) {
    char *in_label = block_label(in, "input", n);
    char *out_label = block_label(out, "output", n);
    print_block_line(in);
    rc = tt_diff(in_path, in_label, out_path, out_label);
    if (rc == 0)
      printf("(pass %ld changed nothing)\n", n);
    rc = rc == 2 ? 2 : 0;
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

static int cmd_replay(const struct options *o, const struct tt_log *log) {
  long n = single_block(o, log);
  if (n < 0)
    return 2;
  const struct tt_block *in = &log->blocks[n], *out = output_block(log, n);
  if (!out)
    return 2;
  char *dir = o->output_dir ? tt_xstrdup(o->output_dir) : tt_make_temp_dir("tt-dump");
  if (!dir || tt_mkdirs(dir) != 0)
    return 2;
  char *tt_opt = tt_find_tool(o->tt_opt, "tt-opt");
  char *spec = tt_block_pass_spec(in, o->pass_options);
  char *pipeline = tt_xasprintf("builtin.module(%s)", spec);
  char *in_path = write_block(in, dir), *raw_out = write_block(out, dir);
  char *triton = tt_xasprintf("%s/%03ld-%s.triton.mlir", dir, n, in->flag);
  char *ours = tt_xasprintf("%s/%03ld-%s.tt-opt.mlir", dir, n, in->flag);
  char *errors = tt_xasprintf("%s/%03ld-%s.tt-opt.stderr", dir, n, in->flag);
  int rc = 2;
  if (check_pass_known(tt_opt, in, dir) != 0)
    goto done;
  print_block_line(in);
  printf("  input:  %s\n  triton: %s (block %ld printed by tt-opt)\n  "
         "tt-opt: %s (%s)\n",
         in_path ? in_path : "?", triton, n + 1, ours, pipeline);

  if (in_path && raw_out &&
      run_tt_opt(o, tt_opt, NULL, raw_out, triton, errors) == 0 &&
      run_tt_opt(o, tt_opt, pipeline, in_path, ours, errors) == 0) {
    rc = tt_diff(triton, "triton", ours, "tt-opt");
    printf("%s\n", rc == 0 ? "same output as Triton" : rc == 1 ? "differs from Triton" : "");
  }
done:
  free(dir);
  free(tt_opt);
  free(spec);
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
  while ((c = getopt_long(argc, argv, "o:h", long_options, NULL)) != -1) {
    switch (c) {
    case 'o': o->output_dir = optarg; break;
    case 's': o->summary = 1; break;
    case 'p': o->pass_options = optarg; break;
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
    default: fputs(kUsage, stderr); return -1;
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

int main(int argc, char **argv) {
  tt_progname = "tt-dump";
  struct options o;
  if (parse_args(argc, argv, &o) != 0)
    return 2;
  static const struct {
    const char *name;
    int (*run)(const struct options *, const struct tt_log *);
  } commands[] = {{"list", cmd_list}, {"split", cmd_split}, {"show", cmd_show},
                  {"diff", cmd_diff}, {"replay", cmd_replay}};
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; ++i) {
    if (strcmp(o.command, commands[i].name) != 0)
      continue;
    struct tt_log log;
    char err[512];
    if (tt_log_read(o.log_path, &log, err, sizeof err) != 0) {
      tt_error("%s", err);
      return 2;
    }
    if (log.count == 0) {
      tt_error("%s has no '// -----// IR Dump Before' block (is it an "
               "MLIR_ENABLE_DUMP log?)", o.log_path);
      tt_log_free(&log);
      return 2;
    }
    int rc = commands[i].run(&o, &log);
    tt_log_free(&log);
    return rc;
  }
  tt_error("unknown command '%s' (list, split, show, diff or replay; see "
           "tt-dump --help)", o.command);
  return 2;
}
