package amdgcn

import "syscall"

// madvPopulateWrite is MADV_POPULATE_WRITE (Linux 5.14); older kernels
// refuse it, and the pages are then faulted in as they are written.
const madvPopulateWrite = 23

// allocRaw returns an empty buffer of capacity n for the disassembler's
// input bytes (or its read or listing buffer) and the function that frees
// it. A large one is an anonymous
// private mapping populated in one call: the same pages, faulted in one by
// one as the Go heap's are, cost ≈ 2 µs each. The buffer must not be used
// after release (what it held is copied out: the listing is written, the
// errors are text).
func allocRaw(n int) (raw []byte, release func()) {
	if n < 64<<10 {
		return make([]byte, 0, n), func() {}
	}
	b, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return make([]byte, 0, n), func() {}
	}
	syscall.Madvise(b, madvPopulateWrite) // a hint
	return b[:0], func() { syscall.Munmap(b) }
}
