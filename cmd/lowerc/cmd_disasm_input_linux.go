package main

import (
	"io"
	"os"
	"syscall"
)

// Linux madvise advice values (not all are in package syscall).
const (
	madvHugepage      = 14 // MADV_HUGEPAGE (Linux 2.6.38)
	madvPopulateWrite = 23 // MADV_POPULATE_WRITE (Linux 5.14); older kernels refuse it
)

// mapInput returns the input of asm/disasm like readInput. A large regular
// file (FILE, or stdin redirected from one) is read into an anonymous
// private mapping, asked for huge pages and populated up front: one copy,
// as os.ReadFile, but without the thousands of page faults of a
// multi-megabyte heap buffer, which cost lowerc asm/disasm a fifth of their
// CPU time on the 200k-line files. The file itself is not mapped,
// so a file truncated or rewritten while lowerc runs gives a short or mixed
// read, never SIGBUS or bytes changing under the parser. release unmaps the
// buffer; src must not be used after it.
func mapInput(args []string) (name string, src []byte, release func(), err error) {
	f := os.Stdin
	name = "<stdin>"
	if len(args) > 0 && args[0] != "-" {
		name = args[0]
		if f, err = os.Open(args[0]); err != nil {
			return name, nil, nil, err
		}
		defer f.Close()
	}
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() < 1<<16 || st.Size() >= 1<<40 {
		name, src, err = readInput(args)
		return name, src, func() {}, err
	}
	n := int(st.Size())
	b, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		name, src, err = readInput(args)
		return name, src, func() {}, err
	}
	// Both are hints: without them the read faults the pages in one by one.
	syscall.Madvise(b, madvHugepage)
	syscall.Madvise(b, madvPopulateWrite)
	m, err := io.ReadFull(f, b)
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		err = nil // the file shrank since Stat: use what is there
	}
	var rest []byte
	if err == nil && m == n {
		rest, err = io.ReadAll(f) // the file grew since Stat
	}
	if err != nil {
		syscall.Munmap(b)
		return name, nil, nil, err
	}
	if len(rest) > 0 {
		all := append(append(make([]byte, 0, m+len(rest)), b[:m]...), rest...)
		syscall.Munmap(b)
		return name, all, func() {}, nil
	}
	return name, b[:m], func() { syscall.Munmap(b) }, nil
}
