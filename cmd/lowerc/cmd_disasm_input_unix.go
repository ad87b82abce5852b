//go:build unix

package main

import (
	"os"
	"syscall"
)

// mapInput returns the input of asm/disasm like readInput, but maps a
// regular file (FILE, or stdin redirected from one) read-only into memory
// instead of copying it: for large inputs that saves the copy and most page
// faults. release unmaps it; src must not be used after it.
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
	if err == nil && st.Mode().IsRegular() && st.Size() >= 1<<16 && st.Size() < 1<<40 {
		if pos, err := f.Seek(0, 1); err == nil && pos == 0 {
			if b, err := syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_SHARED|syscall.MAP_POPULATE); err == nil {
				return name, b, func() { syscall.Munmap(b) }, nil
			}
		}
	}
	name, src, err = readInput(args)
	return name, src, func() {}, err
}
