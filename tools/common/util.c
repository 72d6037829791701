/* util.c - Helpers shared by the C tools (see util.h). */
#define _GNU_SOURCE
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

const char *tt_progname = "tt-tool";

static void out_of_memory(void) {
  fprintf(stderr, "%s: error: out of memory\n", tt_progname);
  exit(1);
}

void *tt_xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p)
    out_of_memory();
  return p;
}

void *tt_xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (!p)
    out_of_memory();
  return p;
}

char *tt_xstrdup(const char *s) {
  char *p = strdup(s);
  if (!p)
    out_of_memory();
  return p;
}

char *tt_xasprintf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *out = NULL;
  int n = vasprintf(&out, fmt, ap);
  va_end(ap);
  if (n < 0)
    out_of_memory();
  return out;
}

void tt_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fflush(stdout); /* keep the order of what was printed before */
  fprintf(stderr, "%s: error: ", tt_progname);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
}

void tt_bad_option(int c, const char *arg) {
  if (c == ':')
    tt_error("option '%s' needs a value (see %s --help)", arg, tt_progname);
  else
    tt_error("unknown option '%s' (see %s --help)", arg, tt_progname);
}

char *tt_read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    tt_error("cannot open %s: %s", path, strerror(errno));
    return NULL;
  }
  size_t cap = 1 << 16, used = 0;
  char *buf = tt_xmalloc(cap + 1);
  size_t n;
  while ((n = fread(buf + used, 1, cap - used, f)) > 0) {
    used += n;
    if (used == cap)
      buf = tt_xrealloc(buf, (cap *= 2) + 1);
  }
  int bad = ferror(f);
  fclose(f);
  if (bad) {
    tt_error("cannot read %s", path);
    free(buf);
    return NULL;
  }
  buf[used] = '\0';
  if (len)
    *len = used;
  return buf;
}

int tt_write_file(const char *path, const char *data, size_t len) {
  char *tmp = tt_xasprintf("%s.tmp.XXXXXX", path);
  int fd = mkstemp(tmp);
  if (fd < 0) {
    tt_error("cannot create %s: %s", tmp, strerror(errno));
    free(tmp);
    return -1;
  }
  size_t done = 0;
  while (done < len) {
    ssize_t n = write(fd, data + done, len - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    done += (size_t)n;
  }
  /* mkstemp makes the file 0600; give it the usual permissions. */
  mode_t mask = umask(0);
  umask(mask);
  int failed = done < len || fchmod(fd, 0666 & ~mask) != 0;
  failed |= close(fd) != 0;
  if (failed || rename(tmp, path) != 0) {
    tt_error("cannot write %s: %s", path, strerror(errno));
    unlink(tmp);
    free(tmp);
    return -1;
  }
  free(tmp);
  return 0;
}

int tt_mkdirs(const char *dir) {
  char *path = tt_xstrdup(dir);
  for (char *p = path + 1;; ++p) {
    if (*p != '/' && *p != '\0')
      continue;
    char saved = *p;
    *p = '\0';
    if (mkdir(path, 0777) != 0 && errno != EEXIST) {
      tt_error("cannot create directory %s: %s", path, strerror(errno));
      free(path);
      return -1;
    }
    *p = saved;
    if (saved == '\0')
      break;
  }
  free(path);
  struct stat st;
  if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
    tt_error("%s is not a directory", dir);
    return -1;
  }
  return 0;
}

char *tt_path_join(const char *dir, const char *name) {
  size_t n = strlen(dir);
  return tt_xasprintf("%s%s%s", dir, n && dir[n - 1] == '/' ? "" : "/", name);
}

char *tt_make_temp_dir(const char *prefix) {
  const char *tmp = getenv("TMPDIR");
  char *path = tt_xasprintf("%s/%s.XXXXXX", tmp && *tmp ? tmp : "/tmp", prefix);
  if (!mkdtemp(path)) {
    tt_error("cannot create a directory like %s: %s", path, strerror(errno));
    free(path);
    return NULL;
  }
  return path;
}

char *tt_find_tool(const char *explicit_path, const char *name) {
  if (explicit_path)
    return tt_xstrdup(explicit_path);
  char self[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  if (n > 0) {
    self[n] = '\0';
    char *slash = strrchr(self, '/');
    if (slash) {
      *slash = '\0';
      char *sibling = tt_path_join(self, name);
      if (access(sibling, X_OK) == 0)
        return sibling;
      free(sibling);
    }
  }
  return tt_xstrdup(name);
}

/* The process group of the running child, killed if we are interrupted:
 * children run in their own group, so a terminal's ^C does not reach them. */
static volatile sig_atomic_t running_group = 0;

static void kill_child_and_exit(int sig) {
  if (running_group > 0)
    kill(-running_group, SIGKILL);
  signal(sig, SIG_DFL);
  raise(sig);
}

static void install_interrupt_handlers(void) {
  static int installed = 0;
  if (installed)
    return;
  installed = 1;
  signal(SIGINT, kill_child_and_exit);
  signal(SIGTERM, kill_child_and_exit);
}

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Waits for `pid`, polling so that a timeout can kill its group. */
static struct tt_status wait_with_timeout(pid_t pid, double timeout_s) {
  struct tt_status st = {TT_EXITED, 0};
  double deadline = now_s() + timeout_s;
  struct timespec nap = {0, 2 * 1000 * 1000};
  for (;;) {
    int ws;
    pid_t r = waitpid(pid, &ws, timeout_s > 0 ? WNOHANG : 0);
    if (r == pid) {
      if (WIFSIGNALED(ws)) {
        st.kind = TT_SIGNALED;
        st.code = WTERMSIG(ws);
      } else {
        st.code = WEXITSTATUS(ws);
      }
      break;
    }
    if (r < 0 && errno != EINTR) {
      st.kind = TT_NOT_STARTED;
      st.code = errno;
      break;
    }
    if (timeout_s > 0 && now_s() >= deadline) {
      kill(-pid, SIGKILL);
      waitpid(pid, &ws, 0);
      st.kind = TT_TIMED_OUT;
      break;
    }
    if (nap.tv_nsec < 50 * 1000 * 1000)
      nap.tv_nsec *= 2; /* short commands return fast, long ones cost little */
    nanosleep(&nap, NULL);
  }
  /* Whatever the child left behind in its group goes too. */
  kill(-pid, SIGKILL);
  running_group = 0;
  return st;
}

struct tt_status tt_run(const char *const argv[], const char *stdout_path,
                        const char *stderr_path, double timeout_s) {
  install_interrupt_handlers();
  fflush(stdout);
  fflush(stderr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  if (stdout_path)
    posix_spawn_file_actions_addopen(&actions, 1, stdout_path,
                                     O_WRONLY | O_CREAT | O_TRUNC, 0666);
  if (stderr_path)
    posix_spawn_file_actions_addopen(&actions, 2, stderr_path,
                                     O_WRONLY | O_CREAT | O_TRUNC, 0666);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attr, 0);
  /* posix_spawnp does not write to argv; its type just predates const. */
  union {
    const char *const *in;
    char *const *out;
  } args = {argv};
  pid_t pid;
  int rc = posix_spawnp(&pid, argv[0], &actions, &attr, args.out, environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  if (rc != 0) {
    struct tt_status st = {TT_NOT_STARTED, rc};
    return st;
  }
  running_group = pid;
  return wait_with_timeout(pid, timeout_s);
}

int tt_status_ok(struct tt_status s) {
  return s.kind == TT_EXITED && s.code == 0;
}

const char *tt_status_describe(struct tt_status s, double timeout_s,
                               char *buf, size_t len) {
  switch (s.kind) {
  case TT_EXITED:
    snprintf(buf, len, "exited with status %d", s.code);
    break;
  case TT_SIGNALED:
    snprintf(buf, len, "killed by signal %d (%s)", s.code, strsignal(s.code));
    break;
  case TT_TIMED_OUT:
    snprintf(buf, len, "timed out after %g s (killed)", timeout_s);
    break;
  case TT_NOT_STARTED:
    snprintf(buf, len, "could not be started: %s", strerror(s.code));
    break;
  }
  return buf;
}

char *tt_shell_quote(const char *s) {
  if (*s && strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                      "0123456789_-+=./:,@%") == strlen(s))
    return tt_xstrdup(s);
  size_t n = 2;
  for (const char *p = s; *p; ++p)
    n += *p == '\'' ? 4 : 1;
  char *out = tt_xmalloc(n + 1), *o = out;
  *o++ = '\'';
  for (const char *p = s; *p; ++p) {
    if (*p == '\'') {
      memcpy(o, "'\\''", 4);
      o += 4;
    } else {
      *o++ = *p;
    }
  }
  *o++ = '\'';
  *o = '\0';
  return out;
}

int tt_diff(const char *old_path, const char *old_label, const char *new_path,
            const char *new_label) {
  const char *argv[] = {"diff",    "-u",     "--label", old_label, "--label",
                        new_label, old_path, new_path,  NULL};
  struct tt_status st = tt_run(argv, NULL, NULL, 0);
  if (st.kind == TT_EXITED && (st.code == 0 || st.code == 1))
    return st.code;
  /* Our reader went away (`tt-dump diff ... | head`): nothing to report. */
  if (st.kind == TT_SIGNALED && st.code == SIGPIPE)
    return 2;
  char why[128];
  tt_error("diff %s", tt_status_describe(st, 0, why, sizeof why));
  return 2;
}

char *tt_opt_list_passes(const char *tt_opt, const char *scratch) {
  const char *argv[] = {tt_opt, "--list-passes", NULL};
  struct tt_status st = tt_run(argv, scratch, "/dev/null", 60);
  if (!tt_status_ok(st)) {
    char why[128];
    tt_error("%s --list-passes %s", tt_opt,
             tt_status_describe(st, 60, why, sizeof why));
    unlink(scratch);
    return NULL;
  }
  char *text = tt_read_file(scratch, NULL);
  unlink(scratch);
  return text;
}

int tt_opt_lists_pass(const char *pass_list, const char *pass) {
  /* Passes are listed as lines "  --<flag>   <summary>" after a title
   * line, a long flag alone on its line; their options are indented
   * further, so they cannot match. */
  char *needle = tt_xasprintf("\n  --%s", pass);
  size_t length = strlen(needle);
  int found = 0;
  for (const char *at = strstr(pass_list, needle); at && !found;
       at = strstr(at + 1, needle)) {
    const char *end = at + length;
    found = *end == ' ' || *end == '\n';
  }
  free(needle);
  return found;
}
