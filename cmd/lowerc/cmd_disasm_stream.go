package main

import (
	"io"
	"math"
	"os"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// disasmStream lists a large regular input file (FILE, or stdin redirected
// from one) with amdgcn.DisassembleReader, which reads it through a small
// buffer instead of holding the text: the pages of a multi-megabyte input
// buffer cost a 200k-line disasm about 1.4 ms of its ≈35 ms (BENCHMARKS.md,
// round 5). With -j N it decodes on N goroutines (the text's conversion
// stays on one: holding the whole text to convert it in pieces cost more
// in its pages' zeroing than it saved). The text is read again only where
// it is needed: for the position of a decoding error, or when it is not
// plain bytes ('[' groups, invalid tokens), where handled is false, nothing
// has been written and stdin's offset is back where it was, and the caller
// lists it as before.
func disasmStream(args []string, stdout, stderr io.Writer, g *amdgcn.Generation, show bool, jobs int) (code int, handled bool) {
	var f *os.File
	name := stdinName
	if len(args) > 0 && args[0] != "-" {
		var err error
		if f, err = os.Open(args[0]); err != nil {
			return 0, false // the caller reports it
		}
		defer f.Close()
		name = args[0]
	} else if sf, ok := stdin.(*os.File); ok {
		f = sf
	} else {
		return 0, false
	}
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() < 1<<16 {
		return 0, false
	}
	off0, err := f.Seek(0, io.SeekCurrent)
	if err != nil {
		return 0, false
	}
	var src []byte
	var srcErr error
	loaded := false
	source := func() ([]byte, error) {
		if !loaded {
			loaded = true
			src, srcErr = io.ReadAll(io.NewSectionReader(f, off0, math.MaxInt64-off0))
		}
		return src, srcErr
	}
	ok, err := amdgcn.DisassembleReader(stdout, g, name, f, int(st.Size()-off0), show, jobs, source)
	if !ok {
		if _, serr := f.Seek(off0, io.SeekStart); serr != nil {
			printErr(stderr, "lowerc disasm", serr)
			return 1, true
		}
		return 0, false
	}
	// a decoding error loaded the text (for its position); finishListing
	// prints it with its source line
	return finishListing("disasm", stderr, err, name, src), true
}
