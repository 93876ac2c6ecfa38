// Loaded with LD_PRELOAD (src/huge-pages.ts): every large anonymous mapping of the process, DuckDB's
// buffer blocks and allocator arenas among them, is asked for transparent huge pages (MADV_HUGEPAGE).
// Where the system leaves huge pages to `madvise`, this is how a process opts in without root.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>

// Smaller mappings are not worth a 2 MB page; thread stacks keep small pages.
#define MIN_ADVISED_BYTES (4UL << 20)

typedef void *(*mmap_fn)(void *, size_t, int, int, int, off_t);
static mmap_fn next_mmap;

__attribute__((constructor)) static void resolve_next_mmap(void) {
  next_mmap = (mmap_fn)dlsym(RTLD_NEXT, "mmap");
}

void *mmap(void *addr, size_t length, int prot, int flags, int fd, off_t offset) {
  // A mapping made before the constructor ran (by the dynamic loader's own allocations) goes to the kernel.
  void *mapped = next_mmap ? next_mmap(addr, length, prot, flags, fd, offset)
                           : (void *)syscall(SYS_mmap, addr, length, prot, flags, fd, offset);
  if (mapped != MAP_FAILED && (flags & MAP_ANONYMOUS) && !(flags & MAP_STACK) && length >= MIN_ADVISED_BYTES)
    madvise(mapped, length, MADV_HUGEPAGE);
  return mapped;
}

void *mmap64(void *addr, size_t length, int prot, int flags, int fd, off_t offset)
    __attribute__((alias("mmap")));
