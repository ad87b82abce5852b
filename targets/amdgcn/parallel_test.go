package amdgcn

import (
	"bytes"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

func withProcs(n int, f func()) {
	old := runtime.GOMAXPROCS(n)
	defer runtime.GOMAXPROCS(old)
	f()
}

// TestParallelDeterministic: large inputs are split in chunks; results,
// listings and errors must not depend on GOMAXPROCS.
func TestParallelDeterministic(t *testing.T) {
	gen := mustGen(t, "gfx1100")
	lines := genCorpus(gen, 6000, 9) // legal and illegal lines, > parallelMin bytes
	src := []byte(strings.Join(lines, "\n") + "\n")
	if len(src) < parallelMin {
		t.Fatalf("input too small (%d bytes)", len(src))
	}
	type result struct {
		listing string
		errs    string
		dis     string
		diserrs string
	}
	run := func() result {
		insts, err := Assemble(gen, "p.s", src, nil)
		var r result
		r.listing = string(AppendListing(nil, insts, true))
		r.errs = fmt.Sprint(err)
		var w bytes.Buffer
		if err := WriteListing(&w, insts, true); err != nil || w.String() != r.listing {
			t.Errorf("WriteListing differs from AppendListing (%v)", err)
		}

		// disassembly input: one instruction per line, and a copy where
		// every instruction is split over two lines (no chunk alignment)
		var one, split bytes.Buffer
		for i := range insts {
			enc := insts[i].AppendEncoding(nil)
			l := AppendByteList(nil, enc)
			one.Write(l[1 : len(l)-1])
			one.WriteByte('\n')
			for j, c := range enc {
				fmt.Fprintf(&split, "0x%02x ", c)
				if j == 1 {
					split.WriteByte('\n')
				}
			}
			split.WriteByte('\n')
		}
		d1, e1 := DisassembleText(gen, "d.txt", one.Bytes())
		d2, e2 := DisassembleText(gen, "d.txt", split.Bytes())

		if len(d1) != len(d2) {
			t.Errorf("split input: %d vs %d instructions", len(d1), len(d2))
		}
		r.dis = string(AppendListing(nil, d1, true))
		r.diserrs = fmt.Sprint(e1, e2)
		return r
	}
	var seq, par result
	withProcs(1, func() { seq = run() })
	withProcs(4, func() { par = run() })
	if seq != par {
		t.Errorf("GOMAXPROCS=1 and 4 differ")
	}
	// and the chunked result equals line-by-line assembly
	var want []string
	for _, l := range lines {
		if insts, err := Assemble(gen, "", []byte(l), nil); err == nil {
			want = append(want, strings.TrimSuffix(string(insts[0].AppendListing(nil, true)), "\n"))
		}
	}
	if got := strings.TrimSuffix(strings.TrimPrefix(par.listing, "\t.text\n"), "\n"); got != strings.Join(want, "\n") {
		t.Errorf("chunked assembly differs from line-by-line assembly")
	}
	if n := strings.Count(par.errs, "more errors"); n != 1 {
		t.Errorf("expected many errors, got %.200s", par.errs)
	}
}
