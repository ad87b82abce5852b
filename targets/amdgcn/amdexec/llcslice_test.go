package amdexec

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/internal/tilerun"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/llvm"
	"github.com/lowerc/lowerc/verify/tv"
)

// sliceRowIns is a sweep row's input columns: first input row, second
// the sequence from y.
func sliceRowIns(row, y uint64) []tv.Column {
	return []tv.Column{{Param: 0, Vals: []uint64{row}, Form: tv.Uniform}, {Param: 1, Vals: []uint64{y}, Form: tv.Sequence}}
}

// sliceRun runs n executions of ins through run and returns %D's values
// (the output column taking runs where the path gives them, written out).
func sliceRun(run func(args []tv.Arg, n int, ins, outs []tv.Column) error, n int, ins []tv.Column) ([]uint64, error) {
	args := []tv.Arg{{Mem: make([]byte, 2)}, {Mem: make([]byte, 2)}, {Mem: []byte{0x34, 0x12}}}
	out := make([]uint64, n)
	var runs tv.Runs
	if err := run(args, n, ins, []tv.Column{{Param: 2, Vals: out, Runs: &runs}}); err != nil {
		return nil, err
	}
	if runs.Runs != nil {
		runs.Fill(out, 0)
	}
	return out, nil
}

// requireSameVals compares two result columns, naming the first
// execution that differs.
func requireSameVals(t *testing.T, want, got []uint64, what string) {
	t.Helper()
	require.Len(t, got, len(want), what)
	for i := range want {
		if want[i] != got[i] {
			t.Fatalf("%s: execution %d: want %#x, got %#x", what, i, want[i], got[i])
		}
	}
}

// sliceRows are the rows the tests run: zeros, ones, infinities, NaNs
// (quiet, signalling, negative), subnormals, the largest finite values.
var sliceRows = []uint64{0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x7c01, 0xfd00, 0x0001, 0x83ff, 0x7bff, 0xfbff}

// sliceWindows are the sequence starts of TestLLCSliceEach's windows of
// sliceWindow executions: around 0, the subnormals' end, infinity, the
// NaNs, −0 and the end of the range.
var sliceWindows = []uint64{0, 0x3f8, 0x7bf8, 0x7df8, 0x7ff8, 0x83f8, 0xfbf8, 0xfdf8, 0x10000 - sliceWindow}

const sliceWindow = 16

// TestLLCSliceEach: the sliced path gives what one ordinary launch per
// execution (runEach) gives, on llc-19's code for every llcTupleOps
// kernel on wave64 and wave32 generations, for each sliceRows row over
// windows of the sequence at every boundary of the f16 classes; every
// kernel must take it (llcTupleOps[5]'s min/max of a varying first input
// and the row's second through pointwise).
func TestLLCSliceEach(t *testing.T) {
	for _, cpu := range []string{"gfx942", "gfx90a", "gfx1100"} {
		for _, body := range llcTupleOps {
			t.Run(cpu+"/"+body, func(t *testing.T) {
				lk := llcTupleCode(t, cpu, body)
				ref := llcTupleCode(t, cpu, body)
				for _, row := range sliceRows {
					for _, y := range sliceWindows {
						ins := sliceRowIns(row, y)
						want, err := sliceRun(ref.runEach, sliceWindow, ins)
						require.NoError(t, err)
						got, err := sliceRun(lk.runSliced, sliceWindow, ins)
						require.NoError(t, err)
						requireSameVals(t, want, got, fmt.Sprintf("row %#x, sequence from %#x", row, y))
					}
				}
			})
		}
	}
}

// TestLLCSliceRows: whole rows (65,536 executions) on the sliced path
// against one-lane waves (runLaneWaves, which TestLLCTuplesEqual holds to
// runEach), with the results kept as runs; -long adds 256 random rows.
func TestLLCSliceRows(t *testing.T) {
	rows := sliceRows
	if *long {
		r := rand.New(rand.NewPCG(7, 7))
		for range 256 {
			rows = append(rows, uint64(r.IntN(1<<16)))
		}
	}
	for _, cpu := range []string{"gfx942", "gfx1100"} {
		for _, body := range llcTupleOps {
			t.Run(cpu+"/"+body, func(t *testing.T) {
				lk := llcTupleCode(t, cpu, body)
				ref := llcTupleCode(t, cpu, body)
				for _, row := range rows {
					ins := sliceRowIns(row, 0)
					want, err := sliceRun(ref.runLaneWaves, 1<<16, ins)
					require.NoError(t, err)
					got, err := sliceRun(lk.runSliced, 1<<16, ins)
					require.NoError(t, err)
					requireSameVals(t, want, got, fmt.Sprintf("row %#x", row))
				}
			})
		}
	}
}

// TestLLCSliceRowsEach (-long): whole rows on the sliced path against one
// ordinary launch per execution, llc-19's code for gfx942 of every
// kernel that takes it.
func TestLLCSliceRowsEach(t *testing.T) {
	if !*long {
		t.Skip("-long: 65,536 launches a row")
	}
	for _, body := range llcTupleOps {
		lk := llcTupleCode(t, "gfx942", body)
		ref := llcTupleCode(t, "gfx942", body)
		for _, row := range []uint64{0x7e00, 0x8000, 0x3c00} {
			ins := sliceRowIns(row, 0)
			want, err := sliceRun(ref.runEach, 1<<16, ins)
			require.NoError(t, err)
			got, err := sliceRun(lk.runSliced, 1<<16, ins)
			require.NoError(t, err)
			requireSameVals(t, want, got, fmt.Sprintf("%q row %#x", body, row))
		}
	}
}

// TestLLCSliceFallback: RunTuples counts the path each call takes. The
// max kernel takes the sliced path; llc-19's f32 max, which loads its
// inputs with s_load (the tensors are not in the scalar memory of either
// faster path), is declined with that reason, fails on one-lane waves too
// and runs as ordinary launches; a listed column is declined and runs on
// one-lane waves; a call with those off (noLaneWaves) runs as launches;
// the results are runEach's every time.
func TestLLCSliceFallback(t *testing.T) {
	m, err := ir.Parse("k.tile", []byte(strings.ReplaceAll(llcTupleKernel(llcTupleOps[0]), "f16", "f32")))
	require.NoError(t, err)
	asm := llcCompileIR(t, m, "gfx942")
	f32 := func() *LLCKernel {
		lk, err := NewLLCKernel("k.s", asm, m.Kernels[0], tv.Options{Arch: "gfx942"})
		require.NoError(t, err)
		return lk
	}
	args := func() []tv.Arg {
		return []tv.Arg{{Mem: make([]byte, 4)}, {Mem: make([]byte, 4)}, {Mem: make([]byte, 4)}}
	}
	ins := []tv.Column{{Param: 0, Vals: []uint64{0x3f800000}, Form: tv.Uniform}, {Param: 1, Vals: []uint64{0xffc0}, Form: tv.Sequence}}
	want, got := make([]uint64, 64), make([]uint64, 64)
	require.NoError(t, f32().runEach(args(), 64, ins, []tv.Column{{Param: 2, Vals: want}}))
	lk := f32()
	require.NoError(t, lk.RunTuples(args(), 64, ins, []tv.Column{{Param: 2, Vals: got}}))
	require.Equal(t, want, got, "declined call")
	st := lk.TupleStats()
	require.Equal(t, TupleStats{Each: 1, Declined: 1, LastDecline: st.LastDecline, LastLaneError: st.LastLaneError}, st)
	require.Contains(t, st.LastDecline, "s_load")
	require.Contains(t, st.LastLaneError, "s_load")

	ins16 := sliceRowIns(0x3c00, 0)
	mx := llcTupleCode(t, "gfx942", llcTupleOps[0])
	_, err = sliceRun(mx.RunTuples, 64, ins16)
	require.NoError(t, err)
	listed := []tv.Column{{Param: 0, Vals: make([]uint64, 64)}, {Param: 1, Vals: make([]uint64, 64)}}
	_, err = sliceRun(mx.RunTuples, 64, listed)
	require.NoError(t, err)
	st = mx.TupleStats()
	require.Equal(t, TupleStats{Sliced: 1, LaneWaves: 1, Declined: 1, LastDecline: "a listed input column"}, st)

	mx.noLaneWaves = true
	_, err = sliceRun(mx.RunTuples, 64, ins16)
	require.NoError(t, err)
	require.Equal(t, uint64(1), mx.TupleStats().Each)
}

// llcCompileIR is llc-19's gfx code for lowerc's LLVM IR of m.
func llcCompileIR(t *testing.T, m *ir.Module, cpu string) []byte {
	t.Helper()
	llc := oracle.Require(t, oracle.LLC)
	lt, err := llvm.New(llvm.Options{Triple: llvm.TripleAMDGCN, CPU: cpu})
	require.NoError(t, err)
	var ll strings.Builder
	require.NoError(t, lt.Compile(m, &ll))
	out, err := oracle.Run(llc, []byte(ll.String()), "-mtriple="+llvm.TripleAMDGCN, "-mcpu="+cpu, "-o", "-")
	require.NoError(t, err)
	return out
}

// TestLLCSliceBranches: llc-19's code with branches (testdata/llckernel/
// divergent.ll: work-items take different ways under EXEC) is declined
// ("the code branches") and RunTuples' results are one ordinary launch
// per execution's.
func TestLLCSliceBranches(t *testing.T) {
	const n = 96
	m, err := ir.Parse("divk.tile", []byte(fmt.Sprintf("kernel @divk(%%A: global f32[%[1]d,1], %%B: global f32[%[1]d,1], %%Out: global f32[%[1]d,1]) grid(1) block(%[1]d) {\n}\n", n)))
	require.NoError(t, err)
	for _, gen := range []string{"gfx942", "gfx1100"} {
		asm := llcCompile(t, filepath.Join("testdata", "llckernel", "divergent.ll"), gen)
		lk, err := NewLLCKernel("divk.s", asm, m.Kernels[0], tv.Options{Arch: gen})
		require.NoError(t, err)
		ref, err := NewLLCKernel("divk.s", asm, m.Kernels[0], tv.Options{Arch: gen})
		require.NoError(t, err)
		grid := semantics.Grid(semantics.F32)
		args := func() []tv.Arg {
			a := make([]tv.Arg, 3)
			for i := range a {
				a[i].Mem = make([]byte, 4*n)
				for j := 0; j < n; j++ {
					binary.LittleEndian.PutUint32(a[i].Mem[4*j:], uint32(grid[(i*31+j)%len(grid)]))
				}
			}
			return a
		}
		const k = 200
		for _, row := range []uint64{0x3f800000, 0xbf800000, 0x7fc00000, 0} {
			ins := []tv.Column{{Param: 0, Vals: []uint64{row}, Form: tv.Uniform}, {Param: 1, Vals: []uint64{0x3f7fff00}, Form: tv.Sequence}}
			want, got := make([]uint64, k), make([]uint64, k)
			require.NoError(t, ref.runEach(args(), k, ins, []tv.Column{{Param: 2, Vals: want}}))
			require.NoError(t, lk.RunTuples(args(), k, ins, []tv.Column{{Param: 2, Vals: got}}))
			require.Equal(t, want, got, "%s row %#x", gen, row)
		}
		st := lk.TupleStats()
		require.Zero(t, st.Sliced)
		require.Equal(t, "the code branches", st.LastDecline)
	}
}

// TestKernelSliceEqual: Kernel.RunTuples' sliced path (kslice.go) on
// lowerc's own code for every kernel of the repository's .tile files, on
// a base image of random bytes, a row (first input uniform, second a
// sequence: 16-bit parameters from several starts, wider ones from 0)
// gives the ordinary path's results and errors; some kernels must take
// it.
func TestKernelSliceEqual(t *testing.T) {
	files := corpusFiles(t)
	sliced := 0
	for _, o := range []tv.Options{{Arch: "gfx942"}, {Arch: "gfx1100"}} {
		for fi, f := range files {
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			m, err := ir.Parse(f, src)
			if err != nil || !verified(m, o) {
				continue
			}
			ks, err := Kernels(m, nil, o)
			if err != nil {
				continue
			}
			slow, err := Kernels(m, nil, o)
			require.NoError(t, err)
			for ki, k := range ks {
				slow[ki].noSlice, slow[ki].noFast = true, true
				for _, y := range []uint64{0, 0x7bf0, 0xfff0} {
					if ok := kernelSliceSame(t, k, slow[ki], m.Kernels[ki], uint64(fi*10+ki), y, fmt.Sprintf("%s %s @%s from %#x", o.Arch, f, k.Name(), y)); ok {
						sliced++
					}
				}
			}
		}
	}
	t.Logf("%d rows on the sliced path", sliced)
	require.NotZero(t, sliced, "no kernel takes the sliced path")
}

// kernelSliceSame runs one row through k's sliced path and slow's
// ordinary one and requires the same results (every element of every
// global parameter) or, where the sliced path declines, nothing; it
// reports whether the sliced path ran.
func kernelSliceSame(t *testing.T, k, slow *Kernel, ik *ir.Kernel, seed, y uint64, what string) bool {
	return kernelSliceSameN(t, k, slow, ik, seed, y, 4096, false, what)
}

// kernelSliceSameN is kernelSliceSame for n executions, against one
// launch per execution (kernelEach) where each is set.
func kernelSliceSameN(t *testing.T, k, slow *Kernel, ik *ir.Kernel, seed, y uint64, n int, each bool, what string) bool {
	args, err := tilerun.NewArgs(ik)
	if err != nil {
		return false
	}
	elems := 0
	for _, p := range ik.Params {
		if p.Space == ir.Global {
			elems += len(tilerun.Offsets(p))
		}
	}
	if elems > 4096 {
		return false
	}
	r := rand.New(rand.NewPCG(seed, 13))
	for i := range args.Args {
		for j := range args.Args[i].Mem {
			args.Args[i].Mem[j] = byte(r.Uint32())
		}
	}
	var ins, outsK, outsS []tv.Column
	for pi, p := range ik.Params {
		if p.Space != ir.Global {
			continue
		}
		offs := tilerun.Offsets(p)
		if len(ins) < 2 && len(offs) > 0 {
			c := tv.Column{Param: pi, Elem: offs[0], Vals: []uint64{r.Uint64() & (1<<min(p.Type.Bits(), 16) - 1)}, Form: tv.Uniform}
			if len(ins) == 1 {
				c.Vals, c.Form = []uint64{0}, tv.Sequence
				if p.Type.Bits() == 16 {
					c.Vals[0] = y
				}
			}
			ins = append(ins, c)
		}
		for _, off := range offs {
			outsK = append(outsK, tv.Column{Param: pi, Elem: off, Vals: make([]uint64, n)})
			outsS = append(outsS, tv.Column{Param: pi, Elem: off, Vals: make([]uint64, n)})
		}
	}
	if len(ins) < 2 || ins[1].Vals[0]+uint64(n) > 1<<16 {
		return false
	}
	before := args.Clone()
	ek := k.runSliced(args.Args, n, ins, outsK)
	if _, ok := isDecline(ek); ok {
		return false
	}
	var es error
	if each {
		es = kernelEach(slow, args.Args, n, ins, outsS)
	} else {
		es = slow.RunTuples(args.Args, n, ins, outsS)
	}
	require.Equal(t, fmt.Sprint(es), fmt.Sprint(ek), "%s: errors", what)
	for i := range args.Args {
		require.Equal(t, before.Args[i].Mem, args.Args[i].Mem, "%s: the base image is not written", what)
	}
	for j := range outsK {
		require.Equal(t, outsS[j].Vals, outsK[j].Vals, "%s: parameter %d element %d", what, outsS[j].Param, outsS[j].Elem)
	}
	return ek == nil
}

// kernelEach is RunTuples as one ordinary launch (Kernel.Run) per
// execution, each on a copy of args' memory with ins' elements set: the
// reference where lanes of one wave would share what a wave computes
// once (SCC from a lane mask, which lowerc's own code never does, but
// sliceCases and sliceTemplates do).
func kernelEach(k *Kernel, args []tv.Arg, n int, ins, outs []tv.Column) error {
	run := make([]tv.Arg, len(args))
	for i := 0; i < n; i++ {
		for j, a := range args {
			run[j] = a
			run[j].Mem = append([]byte(nil), a.Mem...)
		}
		for _, c := range ins {
			if err := putElem(run[c.Param].Mem, c.Elem, k.elemSize(c.Param), c.At(i)); err != nil {
				return err
			}
		}
		if err := k.Run(run); err != nil {
			return fmt.Errorf("execution %d: %w", i, err)
		}
		for _, c := range outs {
			v, err := getElem(run[c.Param].Mem, c.Elem, k.elemSize(c.Param))
			if err != nil {
				return err
			}
			c.Vals[i] = v
		}
	}
	return nil
}

// randomPiece is a piece over a random range of [0, 65536) with random
// bits (often 0, all ones, or x's).
func randomPiece(r *rand.Rand) spiece {
	lo := uint32(r.IntN(1 << 16))
	hi := lo + 1 + uint32(r.IntN(int(1<<16-lo)))
	if r.IntN(3) == 0 {
		hi = min(lo+1+uint32(r.IntN(8)), 1<<16)
	}
	pick := func() uint32 {
		switch r.IntN(4) {
		case 0:
			return 0
		case 1:
			return 0xffffffff
		case 2:
			return 0xffff
		}
		return r.Uint32()
	}
	m, o := pick(), pick()
	return restrict(lo, hi, m, o&pick())
}

// eachX calls f for every x of p's range (up to 256 of them, spread, and
// the last).
func eachX(p spiece, f func(x uint32)) {
	step := max(1, (p.hi-p.lo)/256)
	for x := p.lo; x < p.hi; x += step {
		f(x)
	}
	f(p.hi - 1)
}

func (p spiece) at(x uint32) uint32 { return x&p.v | p.c }

// same fails t where want != got (testify's Equal is too slow for the
// point by point checks).
func same(t *testing.T, want, got uint32, format string, args ...any) {
	t.Helper()
	if want != got {
		t.Fatalf("want %#x, got %#x: "+format, append([]any{want, got}, args...)...)
	}
}

// TestSlicePieces: the piece algebra against the values, x by x, on random
// pieces: restrict (a sub-range, the unique form), push's merges, the
// bitwise operations (cut where a result bit would be x's complement),
// nonzero, affine, formRuns on random tables of runs.
func TestSlicePieces(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 9))
	ops := map[string]struct {
		f   bitop
		val func(a, b uint32) uint32
	}{
		"and":   {opAnd, func(a, b uint32) uint32 { return a & b }},
		"or":    {opOr, func(a, b uint32) uint32 { return a | b }},
		"xor":   {opXor, func(a, b uint32) uint32 { return a ^ b }},
		"andn2": {opAndn2, func(a, b uint32) uint32 { return a &^ b }},
		"orn2":  {opOrn2, func(a, b uint32) uint32 { return a | ^b }},
	}
	for i := 0; i < 1500; i++ {
		p := randomPiece(r)
		require.Zero(t, p.c&p.v, "%+v", p)
		require.Zero(t, p.v&^varying(p.lo, p.hi), "%+v", p)
		// a sub-range
		lo := p.lo + uint32(r.IntN(int(p.hi-p.lo)))
		hi := lo + 1 + uint32(r.IntN(int(p.hi-lo)))
		q := p.sub(lo, hi)
		eachX(q, func(x uint32) { same(t, p.at(x), q.at(x), "sub %+v of %+v at %#x", q, p, x) })
		// ext is p everywhere on its range
		m, o := p.ext()
		eachX(p, func(x uint32) { same(t, p.at(x), x&m|o, "ext of %+v at %#x", p, x) })
		// two pieces of one range under each operation
		b := restrict(p.lo, p.hi, randomPiece(r).v|r.Uint32()&0xffff, randomPiece(r).c)
		if r.IntN(2) == 0 {
			b = restrict(p.lo, p.hi, 0, r.Uint32())
		}
		for name, op := range ops {
			out, err := apply(nil, p, b, op.f)
			if err != nil {
				continue // (too many cuts: the path declines)
			}
			require.Equal(t, p.lo, out[0].lo)
			require.Equal(t, p.hi, out[len(out)-1].hi)
			for k, piece := range out {
				if k > 0 {
					require.Equal(t, out[k-1].hi, piece.lo, "%s: contiguous", name)
				}
				eachX(piece, func(x uint32) {
					same(t, op.val(p.at(x), b.at(x)), piece.at(x), "%s of %+v, %+v at %#x", name, p, b, x)
				})
			}
		}
		nz, _ := nonzero(nil, p) // (an error: too many cuts, nz as far as it got)
		for _, piece := range nz {
			eachX(piece, func(x uint32) { same(t, uint32(b2u(p.at(x) != 0)), piece.at(x), "nonzero %+v at %#x", p, x) })
		}
		for _, w := range []uint32{0xffff, 0xffffffff} {
			if d, k, ok := affine(p, w); ok {
				eachX(p, func(x uint32) {
					want := int64(x) + d
					if k {
						want = d
					}
					same(t, uint32(want), p.at(x)&w, "affine %+v at %#x", p, x)
				})
			}
		}
	}
	// push merges only where one form holds both
	for i := 0; i < 2000; i++ {
		a := randomPiece(r)
		if a.hi >= 1<<16 {
			continue
		}
		b := restrict(a.hi, a.hi+1+uint32(r.IntN(int(1<<16-a.hi))), r.Uint32(), r.Uint32()&r.Uint32())
		if r.IntN(2) == 0 {
			m, o := a.ext()
			b = restrict(a.hi, b.hi, m, o)
		}
		s := push(sval{a}, b)
		for _, p := range []spiece{a, b} {
			eachX(p, func(x uint32) {
				for _, q := range s {
					if x >= q.lo && x < q.hi {
						same(t, p.at(x), q.at(x), "push %+v, %+v at %#x", a, b, x)
					}
				}
			})
		}
	}
	// formPieces: columns of random pieces (some with bits that are x's
	// complement) from a random x0 compress to pieces that give them
	for i := 0; i < 20; i++ {
		x0 := uint32(r.IntN(1 << 15))
		vals := make([]uint32, 1+r.IntN(1<<15))
		for j := 0; j < len(vals); {
			end := min(len(vals), j+1+r.IntN(3000))
			m, o, flip := r.Uint32(), r.Uint32(), uint32(0)
			if r.IntN(3) == 0 {
				flip = 1 << (4 + r.IntN(12)) // (cut every 2^k executions)
			}
			for ; j < end; j++ {
				vals[j] = (x0 + uint32(j)) ^ flip&m | o
			}
		}
		got, ok := formPieces(vals, x0)
		require.True(t, ok)
		for _, p := range got {
			for x := p.lo; x < p.hi; x++ {
				same(t, vals[x-x0], p.at(x), "formPieces at %#x", x)
			}
		}
		require.Equal(t, x0, got[0].lo)
		require.Equal(t, x0+uint32(len(vals)), got[len(got)-1].hi)
	}
	// formRuns: tables of random runs (some with bits that are y's
	// complement) compress to runs that give them
	for i := 0; i < 6; i++ {
		tab := make([]uint32, 1<<16)
		for y := 0; y < 1<<16; {
			end := min(1<<16, y+1+r.IntN(4000))
			m, o, flip := r.Uint32()&0xffff, r.Uint32()&0xffff, uint32(0)
			switch r.IntN(3) {
			case 0:
				m, o = 0xffff, 0
			case 1:
				flip = r.Uint32() & 0xffff // bits that are y's complement: cut
			}
			for ; y < end; y++ {
				tab[y] = (uint32(y)^flip)&m | o | r.Uint32()<<16
			}
		}
		runs := formRuns(tab)
		got := make([]uint32, 1<<16)
		semantics.FillRuns16(got, runs, 0, 0, 0xffff)
		for y := range tab {
			require.Equal(t, tab[y]&0xffff, got[y], "formRuns at %#x", y)
		}
	}
}

// FuzzLLCSlice: the sliced path against one ordinary launch per
// execution on llc-19's code of a llcTupleOps kernel, for a fuzzed row,
// sequence start and length.
func FuzzLLCSlice(f *testing.F) {
	f.Add(uint8(0), "gfx942", uint16(0x7e00), uint16(0x7bf0), uint8(40))
	f.Add(uint8(4), "gfx1100", uint16(0x8000), uint16(0xfff0), uint8(16))
	f.Fuzz(func(t *testing.T, op uint8, cpu string, row, y uint16, n uint8) {
		if cpu != "gfx942" && cpu != "gfx90a" && cpu != "gfx1100" || n == 0 || int(y)+int(n) > 1<<16 {
			t.Skip()
		}
		body := llcTupleOps[int(op)%len(llcTupleOps)]
		ins := sliceRowIns(uint64(row), uint64(y))
		want, err := sliceRun(llcTupleCode(t, cpu, body).runEach, int(n), ins)
		require.NoError(t, err)
		got, err := sliceRun(llcTupleCode(t, cpu, body).runSliced, int(n), ins)
		require.NoError(t, err)
		requireSameVals(t, want, got, fmt.Sprintf("row %#x from %#x", row, y))
	})
}

// BenchmarkLLCSliceRow is one row of lowerc diff -exhaustive (65,536
// executions, one call, the result as runs) on llc-19's max kernel for
// gfx942: the sliced path, and one-lane waves (the path before).
func BenchmarkLLCSliceRow(b *testing.B) {
	for _, sliced := range []bool{true, false} {
		name := "sliced"
		if !sliced {
			name = "lanes"
		}
		b.Run(name, func(b *testing.B) {
			lk := llcTupleCode(b, "gfx942", llcTupleOps[0])
			lk.noSlice = !sliced
			args := []tv.Arg{{Mem: make([]byte, 2)}, {Mem: make([]byte, 2)}, {Mem: make([]byte, 2)}}
			out := make([]uint64, 1<<16)
			row := 0
			for b.Loop() {
				var runs tv.Runs
				if err := lk.RunTuples(args, 1<<16, sliceRowIns(uint64(row), 0), []tv.Column{{Param: 2, Vals: out, Runs: &runs}}); err != nil {
					b.Fatal(err)
				}
				row = (row + 2039) & 0xffff
			}
		})
	}
}

// BenchmarkKernelSliceRow is one sweep row (65,536 executions, one call,
// the result as runs) of lowerc's own gfx942 code for llcTupleKernel
// bodies: the neutral max and the v_max_f16 atom, on the sliced path and
// on the value-slice path (fasttuples.go) it is tried before.
func BenchmarkKernelSliceRow(b *testing.B) {
	for _, body := range []struct{ name, src string }{{"max", "%d = max %a, %b"}, {"atom", `%d = apply amdgcn "v_max_f16" %a, %b`}} {
		for _, sliced := range []bool{true, false} {
			name := body.name + "/sliced"
			if !sliced {
				name = body.name + "/valueslice"
			}
			b.Run(name, func(b *testing.B) {
				m, err := ir.Parse("k.tile", []byte(llcTupleKernel(body.src)))
				require.NoError(b, err)
				ks, err := Kernels(m, nil, tv.Options{Arch: "gfx942"})
				require.NoError(b, err)
				k := ks[0]
				k.noSlice = !sliced
				args := []tv.Arg{{Mem: make([]byte, 2)}, {Mem: make([]byte, 2)}, {Mem: make([]byte, 2)}}
				out := make([]uint64, 1<<16)
				row := 0
				for b.Loop() {
					var runs tv.Runs
					if err := k.RunTuples(args, 1<<16, sliceRowIns(uint64(row), 0), []tv.Column{{Param: 2, Vals: out, Runs: &runs}}); err != nil {
						b.Fatal(err)
					}
					row = (row + 2039) & 0xffff
				}
			})
		}
	}
}

// sliceTemplates are instructions of the sliced path's forms for
// TestKernelSliceRandom (randomRegion's letters; %k a 16-bit constant,
// often one that is not among the compares' specials, %o/%O the
// or/and/xor/andn2 SALU of the wave size).
var sliceTemplates = []string{
	"v_cmp_eq_u16_e32 %m, %k, %B", "v_cmp_lt_i16_e32 %m, %k, %B", "v_cmp_gt_i16_e32 %m, %k, %B",
	"v_cmp_lt_f16_e32 %m, %k, %B", "v_cmp_ge_f16_e32 %m, %k, %B", "v_cmp_o_f16_e32 %m, %B, %B",
	"v_cmp_eq_f16_e32 %m, %k, %B", "v_cmp_u_f16_e32 %m, %k, %B", "v_cmp_eq_u32_e32 %m, %k, %B",
	"v_cmp_eq_u16_e64 %p, s12, %B", "v_cmp_lt_f16_e64 %p, %B, %B", "v_cmp_eq_u32_e64 %p, %B, s12",
	"v_cndmask_b32_e32 %d, %a, %B, %m", "v_cndmask_b32_e64 %d, %B, %B, %p",
	"v_max_f16_e32 %d, %a, %B", "v_min_f16_e32 %d, %a, %B", "v_max_f16_e32 %d, %B, %B", "v_min_f16_e32 %d, %B, %B",
	"v_and_b32_e32 %d, %a, %B", "v_or_b32_e32 %d, %a, %B", "v_xor_b32_e32 %d, %a, %B", "v_mov_b32_e32 %d, %a",
	"v_mov_b32_e32 %d, 0xdead3c00", "v_and_b32_e32 %d, s12, %B", "v_or_b32_e32 %d, s12, %B",
	"%O %p, %p, %x", "%o %p, %m, %p", "%X %p, %p, %m", "%N %p, %m, %p",
	"s_cselect_b32 s12, %k, -1", "s_cselect_b32 s12, s12, %k", "s_mov_b32 s12, %k",
}

// sliceTile is a kernel of three min/max ops whose regions
// TestKernelSliceRandom replaces.
var sliceTile = llcTupleKernel("%d = max %a, %b {nan = propagate}\n  %d = min %d, %b {nan = propagate}\n  %d = max %d, %a {nan = propagate}")

// sliceRegion is lowerc's text for src on gen with its ops' regions
// replaced, line for line, by five set-up lines (s12, the SGPR mask,
// SCC, VCC, v3 and v4 defined) and random sliceTemplates reading only
// VGPRs that are defined.
func sliceRegion(t testing.TB, src, gen string, r *rand.Rand) string {
	m, err := ir.Parse("region.tile", []byte(src))
	require.NoError(t, err)
	l, err := lowerModuleCode(m, "region.tile", nil, tv.Options{Arch: gen})
	require.NoError(t, err)
	lines := strings.Split(string(l.prog.AppendAsm(nil)), "\n")
	vcc, pair, exec, or, and, xor, andn2 := "vcc", "s[10:11]", "exec", "s_or_b64", "s_and_b64", "s_xor_b64", "s_andn2_b64"
	if l.gen.WaveSize == 32 {
		vcc, pair, exec, or, and, xor, andn2 = "vcc_lo", "s10", "exec_lo", "s_or_b32", "s_and_b32", "s_xor_b32", "s_andn2_b32"
	}
	consts := []string{"0", "0x8000", "0x3c00", "0x7c00", "0x7e00", "0x1234", "0x7bff", "0xc001"}
	defined := []int{1, 2}
	vreg := func() string { return fmt.Sprintf("v%d", defined[r.IntN(len(defined))]) }
	in, k := false, 0
	for i, ln := range lines {
		s := strings.TrimSpace(ln)
		if strings.HasPrefix(s, ";") {
			in = strings.Contains(s, "= max") || strings.Contains(s, "= min")
			continue
		}
		if !in || s == "" || strings.HasSuffix(s, ":") {
			continue
		}
		k++
		switch k {
		case 1:
			lines[i] = "\ts_mov_b32 s12, 0x7fff"
			continue
		case 2:
			lines[i] = "\t" + or + " " + pair + ", 0, 0"
			continue
		case 3:
			lines[i] = "\tv_cmp_eq_u16_e32 " + vcc + ", v1, v2"
			continue
		case 4, 5:
			lines[i] = fmt.Sprintf("\tv_mov_b32_e32 v%d, v%d", k-1, k-3)
			defined = append(defined, k-1)
			continue
		}
		dst := 1 + r.IntN(4)
		var b strings.Builder
		{
			tpl := sliceTemplates[r.IntN(len(sliceTemplates))]
			b.WriteByte('\t')
			for j := 0; j < len(tpl); j++ {
				if tpl[j] != '%' {
					b.WriteByte(tpl[j])
					continue
				}
				j++
				switch tpl[j] {
				case 'd':
					fmt.Fprintf(&b, "v%d", dst)
				case 'B':
					b.WriteString(vreg())
				case 'a':
					if r.IntN(3) == 0 {
						b.WriteString("0")
					} else {
						b.WriteString(vreg())
					}
				case 'k':
					if r.IntN(4) == 0 {
						fmt.Fprintf(&b, "0x%x", r.IntN(1<<16))
					} else {
						b.WriteString(consts[r.IntN(len(consts))])
					}
				case 'm':
					b.WriteString(vcc)
				case 'p':
					b.WriteString(pair)
				case 'x':
					b.WriteString(exec)
				case 'o':
					b.WriteString(or)
				case 'O':
					b.WriteString(and)
				case 'X':
					b.WriteString(xor)
				case 'N':
					b.WriteString(andn2)
				}
			}
		}
		if strings.Contains(b.String(), fmt.Sprintf("v%d,", dst)) && !slices.Contains(defined, dst) {
			defined = append(defined, dst)
		}
		lines[i] = b.String()
	}
	return strings.Join(lines, "\n")
}

// TestKernelSliceRandom: fileTile's kernel with random regions of the
// sliced path's forms (sliceRegion) on gfx942 and gfx1100 (where a 16-bit
// result keeps the destination's high half), rows from several sequence
// starts: the sliced path gives the ordinary path's results, or declines.
func TestKernelSliceRandom(t *testing.T) {
	n := 120
	if *long {
		n = 1000
	}
	for _, gen := range []string{"gfx942", "gfx1100"} {
		t.Run(gen, func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(len(gen)), 17))
			m, err := ir.Parse("region.tile", []byte(sliceTile))
			require.NoError(t, err)
			g, err := options(tv.Options{Arch: gen})
			require.NoError(t, err)
			sliced := 0
			for i := 0; i < n; i++ {
				text := sliceRegion(t, sliceTile, gen, r)
				code, err := ParseText(g, "region.s", []byte(text))
				if err != nil {
					continue // (a form this generation's assembler does not take)
				}
				k, err := KernelCode(m, "k", code, tv.Options{Arch: gen})
				require.NoError(t, err)
				slow, err := KernelCode(m, "k", code, tv.Options{Arch: gen})
				require.NoError(t, err)
				slow.noSlice, slow.noFast = true, true
				for _, y := range []uint64{0, 0x1230, 0x7bf8, 0xbff0, 0xf000} {
					if kernelSliceSameN(t, k, slow, m.Kernels[0], uint64(i), y, 64, true, fmt.Sprintf("%s from %#x:\n%s", gen, y, text)) {
						sliced++
					}
				}
			}
			t.Logf("%d of %d rows on the sliced path", sliced, 5*n)
			require.Greater(t, sliced, n, "random regions take the sliced path")
		})
	}
}

// sliceCases are regions for TestKernelSliceCases (%m VCC, %p the SGPR
// mask, %x EXEC, %o/%O the or/and SALU of the wave size; v1 holds the
// first input, v2 the second, the result is stored from v3): a varying
// SGPR written again by a uniform instruction, a 16-bit result keeping
// its destination's high half (GFX10+) read back by a 32-bit compare, a
// compare against a value that is not among the specials feeding SCC,
// SCC's pieces merged into x's bit 0 (a window of two executions), and a
// min/max of a varying first input (pointwise) keeping its high half.
var sliceCases = []string{
	"v_cmp_eq_u16_e32 %m, 0x1234, v2\n%o %p, %m, 0\ns_cselect_b32 s12, 0x7fff, -1\ns_mov_b32 s12, 0xff\nv_and_b32_e32 v3, s12, v2",
	"v_mov_b32_e32 v3, 0xdead0000\nv_max_f16_e32 v3, v2, v2\nv_cmp_eq_u32_e32 %m, 0xdead3c00, v3\nv_cndmask_b32_e32 v3, v1, v2, %m",
	"v_cmp_eq_u16_e32 %m, 0x1234, v2\n%o %p, %m, 0\ns_cselect_b32 s12, 0x7fff, -1\nv_and_b32_e32 v3, s12, v2",
	"v_cmp_eq_u16_e32 %m, 1, v2\n%O %p, %m, %x\ns_cselect_b32 s12, 0x7ff0, -1\nv_and_b32_e32 v3, s12, v2",
	"v_cmp_gt_i16_e32 %m, 0x1234, v2\nv_cndmask_b32_e32 v3, v2, v1, %m\nv_min_f16_e32 v3, v1, v3",
	"v_or_b32_e32 v4, 0, v2\nv_mov_b32_e32 v3, 0xdead0000\nv_max_f16_e64 v3, v4, 0\nv_cmp_eq_u32_e32 %m, 0xdead3c00, v3\nv_cndmask_b32_e32 v3, v1, v2, %m",
}

// TestKernelSliceCases: sliceCases in sliceTile's kernel on gfx942 and
// gfx1100, rows over windows of 2, 3, 16 and 4,096 executions: the sliced
// path gives the ordinary path's results, and takes every case.
func TestKernelSliceCases(t *testing.T) {
	m, err := ir.Parse("region.tile", []byte(sliceTile))
	require.NoError(t, err)
	for _, gen := range []string{"gfx942", "gfx1100"} {
		l, err := lowerModuleCode(m, "region.tile", nil, tv.Options{Arch: gen})
		require.NoError(t, err)
		vcc, pair, exec, or, and := "vcc", "s[10:11]", "exec", "s_or_b64", "s_and_b64"
		if l.gen.WaveSize == 32 {
			vcc, pair, exec, or, and = "vcc_lo", "s10", "exec_lo", "s_or_b32", "s_and_b32"
		}
		g, err := options(tv.Options{Arch: gen})
		require.NoError(t, err)
		for ci, c := range sliceCases {
			body := strings.NewReplacer("%m", vcc, "%p", pair, "%x", exec, "%o", or, "%O", and).Replace(c)
			lines := strings.Split(string(l.prog.AppendAsm(nil)), "\n")
			want := strings.Split(body, "\n")
			in, k := false, 0
			for i, ln := range lines {
				s := strings.TrimSpace(ln)
				if strings.HasPrefix(s, ";") {
					in = strings.Contains(s, "= max") || strings.Contains(s, "= min")
					continue
				}
				if !in || s == "" || strings.HasSuffix(s, ":") {
					continue
				}
				lines[i] = "\ts_nop 0"
				if k < len(want) {
					lines[i] = "\t" + want[k]
				}
				k++
			}
			require.GreaterOrEqual(t, k, len(want), "the region holds the case")
			text := strings.Join(lines, "\n")
			code, err := ParseText(g, "region.s", []byte(text))
			require.NoError(t, err, body)
			kk, err := KernelCode(m, "k", code, tv.Options{Arch: gen})
			require.NoError(t, err)
			slow, err := KernelCode(m, "k", code, tv.Options{Arch: gen})
			require.NoError(t, err)
			slow.noSlice, slow.noFast = true, true
			for _, n := range []int{2, 3, 16, 1024} {
				for _, y := range []uint64{0, 1, 0x1233, 0x3b00, 0x7bff, 0xc000} {
					if y+uint64(n) > 1<<16 {
						continue
					}
					ran := kernelSliceSameN(t, kk, slow, m.Kernels[0], uint64(ci), y, n, true, fmt.Sprintf("%s case %d, %d from %#x:\n%s", gen, ci, n, y, body))
					require.True(t, ran, "%s case %d takes the sliced path", gen, ci)
				}
			}
		}
	}
}
