package tilerun

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/internal/tilerun/llcexec"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn/amdexec"
	"github.com/lowerc/lowerc/targets/ptx/ptxexec"
	"github.com/lowerc/lowerc/targets/spec"
	"github.com/lowerc/lowerc/verify/tv"
)

// llvmSideB is kernel @k of src on llvm spec text through llc-19.
func llvmSideB(t testing.TB, text, src string) Side {
	t.Helper()
	llc := oracle.Require(t, oracle.LLC)
	sp, err := spec.Parse(text)
	require.NoError(t, err)
	mk := func(m *ir.Module, name string) (tv.Kernel, error) {
		lt, err := sp.LLVMTarget()
		if err != nil {
			return nil, err
		}
		var ll strings.Builder
		if err := lt.Compile(m, &ll); err != nil {
			return nil, err
		}
		out, err := oracle.Run(llc, []byte(ll.String()), "-mtriple="+sp.Triple, "-mcpu="+sp.Options.Arch, "-o", "-")
		if err != nil {
			return nil, err
		}
		return llcexec.Kernel(sp, m.File+" (llc-19)", out, m.Kernels[0])
	}
	m := module(t, src)
	run, err := mk(m, "k")
	require.NoError(t, err)
	return Side{Label: text, Kernel: m.Kernels[0], Run: run, Make: mk}
}

// neutralMax is the one-position f16 kernel: max with the
// declared semantics (lowerc's LLVM IR: llvm.maxnum.f16).
const neutralMax = `kernel @k(%A: global f16[1,1], %B: global f16[1,1], %D: global f16[1,1]) grid(1) block(1) {
  %a = alloc.local f16[1,1]
  %b = alloc.local f16[1,1]
  %d = alloc.local f16[1,1]
  %a = load %A
  %b = load %B
  %d = max %a, %b
  store %D, %d
}
`

// llvmRows are the rows the llvm tests sweep: NaNs (quiet, signalling,
// both signs), zeros, one, infinities, a subnormal.
var llvmRows = []int{0x7e00, 0x7c01, 0xfe00, 0x0000, 0x8000, 0x3c00, 0x0001, 0xfc00}

// reportJSON is the sweep's report of the first output without its note
// (which says how the sweep ran).
func reportJSON(t *testing.T, a, b Side, rows []int) (string, *Result) {
	t.Helper()
	res, err := Diff(a, b, Options{Exhaustive: true, rows: rows, Workers: 2})
	require.NoError(t, err)
	var buf bytes.Buffer
	require.NoError(t, res.Outputs[0].Report.WriteJSON(&buf))
	s := buf.String()
	if i := strings.Index(s, `"note"`); i >= 0 {
		j := strings.Index(s[i:], "\n")
		s = s[:i] + s[i+j:]
	}
	return s, res
}

// TestLLVMTupleSweep: with an llvm: target on either side, the exhaustive
// sweep takes the executors' per-tuple mode (llc-19's PTX through
// ptxexec.EntryKernel, llc-19's AMD code through LLCKernel.RunTuples) and
// reports, byte for byte, what the widened-launch sweep (each side's
// widened kernel through llc-19, one launch per row) reports on llvmRows.
func TestLLVMTupleSweep(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"ptx:sm_80", "llvm:nvptx64-nvidia-cuda:sm_80"},
		{"amdgcn:gfx942", "llvm:amdgcn-amd-amdhsa:gfx942"},
		{"llvm:nvptx64-nvidia-cuda:sm_80", "llvm:amdgcn-amd-amdhsa:gfx942"},
	} {
		t.Run(c.a+"/"+c.b, func(t *testing.T) {
			a, b := nativeOrLLVM(t, c.a), nativeOrLLVM(t, c.b)
			_, aok := a.Run.(tv.TupleKernel)
			_, bok := b.Run.(tv.TupleKernel)
			require.True(t, aok && bok, "both sides run tuples")
			start := time.Now()
			got, res := reportJSON(t, a, b, llvmRows)
			tt := time.Since(start)
			require.Contains(t, res.Outputs[0].Report.Note, "once per tuple")
			wa, wb := a, b
			wa.Run, wb.Run = launchOnly{a.Run}, launchOnly{b.Run}
			start = time.Now()
			want, _ := reportJSON(t, wa, wb, llvmRows)
			t.Logf("%d rows: tuples %v, widened launches %v", len(llvmRows), tt, time.Since(start))
			require.Equal(t, want, got)
		})
	}
}

// nativeOrLLVM is kernel neutralMax on a spec: lowerc's own code for ptx
// and amdgcn specs, llc-19's for llvm specs.
func nativeOrLLVM(t testing.TB, text string) Side { return specSide(t, text, neutralMax) }

// specSide is kernel @k of src on a spec: lowerc's own code for ptx and
// amdgcn specs, llc-19's for llvm specs.
func specSide(t testing.TB, text, src string) Side {
	t.Helper()
	sp, err := spec.Parse(text)
	require.NoError(t, err)
	switch sp.Kind {
	case spec.PTX:
		return execSide(t, text, src, ptxexec.Target{}, sp.Options)
	case spec.AMDGCN:
		return execSide(t, text, src, amdexec.Target{}, sp.Options)
	}
	return llvmSideB(t, text, src)
}

// TestLLVMTupleSweepModels: the example kernels (apply ptx
// "max.f16" against apply amdgcn "v_max_f16"), with an llvm: target on
// either side or both (lowerc's LLVM IR keeps the atom as inline
// assembly, so llc's code is the instruction), give on llvmRows the
// counts and groups of package semantics' compare of the two models,
// through the tuple sweep.
func TestLLVMTupleSweepModels(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"llvm:nvptx64-nvidia-cuda:sm_80", "amdgcn:gfx942"},
		{"ptx:sm_80", "llvm:amdgcn-amd-amdhsa:gfx942"},
		{"llvm:nvptx64-nvidia-cuda:sm_80", "llvm:amdgcn-amd-amdhsa:gfx942"},
	} {
		t.Run(c.a+"/"+c.b, func(t *testing.T) {
			a, b := specSide(t, c.a, maxF16PTX), specSide(t, c.b, maxF16AMD)
			res, err := Diff(a, b, Options{Exhaustive: true, rows: llvmRows, Workers: 2})
			require.NoError(t, err)
			rep := res.Outputs[0].Report
			require.Contains(t, rep.Note, "once per tuple")
			want := compareRows(t, llvmRows)
			require.NotZero(t, want.BitwiseDiff)
			assert.Equal(t, [3]uint64{want.Pairs, want.BitwiseDiff, want.ValueDiff}, [3]uint64{rep.Pairs, rep.BitwiseDiff, rep.ValueDiff})
			require.Equal(t, len(want.Groups), len(rep.Groups))
			for i, g := range want.Groups {
				r := rep.Groups[i]
				assert.Equal(t, [3]uint64{g.Pairs, g.BitwiseDiff, g.ValueDiff}, [3]uint64{r.Pairs, r.BitwiseDiff, r.ValueDiff}, "%s × %s", g.ClassA, g.ClassB)
			}
		})
	}
}

// BenchmarkLLVMTupleRow is one row of lowerc diff -exhaustive's sweep
// (65,536 tuples in parts of tuplePart) on one side: neutralMax through
// llc-19 on each llvm target, and lowerc's own code for comparison.
func BenchmarkLLVMTupleRow(b *testing.B) {
	for _, text := range []string{"llvm:amdgcn-amd-amdhsa:gfx942", "llvm:nvptx64-nvidia-cuda:sm_80", "amdgcn:gfx942", "ptx:sm_80"} {
		b.Run(text, func(b *testing.B) {
			s := nativeOrLLVM(b, text)
			tk := s.Run.(tv.TupleKernel)
			args, err := NewArgs(s.Kernel)
			require.NoError(b, err)
			out := make([]uint64, tuplePart)
			row := []uint64{0x3c00}
			for b.Loop() {
				for lo := 0; lo < 1<<16; lo += tuplePart {
					ins := []tv.Column{{Param: 0, Vals: row, Form: tv.Uniform}, {Param: 1, Vals: []uint64{uint64(lo)}, Form: tv.Sequence}}
					if err := tk.RunTuples(args.Args, tuplePart, ins, []tv.Column{{Param: 2, Vals: out}}); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// BenchmarkExhaustiveRowsLLVMAMD: BenchmarkExhaustiveRows' 32 rows of
// lowerc diff -exhaustive on neutralMax, lowerc's amdgcn:gfx942 code
// against llc-19's (llvm:amdgcn-amd-amdhsa:gfx942, LLCKernel.RunTuples),
// per pair; /lanes is the same with llc's side on one-lane waves (its
// sliced path off), the path before.
func BenchmarkExhaustiveRowsLLVMAMD(b *testing.B) {
	rows := make([]int, 32)
	for i := range rows {
		rows[i] = i * 2039
	}
	for _, sliced := range []bool{true, false} {
		name := "sliced"
		if !sliced {
			name = "lanes"
		}
		b.Run(name, func(b *testing.B) {
			a := nativeOrLLVM(b, "amdgcn:gfx942")
			c := nativeOrLLVM(b, "llvm:amdgcn-amd-amdhsa:gfx942")
			if !sliced {
				amdexec.SetSliced(c.Run.(*amdexec.LLCKernel), false)
			}
			for b.Loop() {
				_, err := Diff(a, c, Options{Exhaustive: true, rows: rows, Workers: 1})
				require.NoError(b, err)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(32<<16), "ns/pair")
		})
	}
}
