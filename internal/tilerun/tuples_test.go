package tilerun

import (
	"bytes"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn/amdexec"
	"github.com/lowerc/lowerc/targets/ptx/ptxexec"
	"github.com/lowerc/lowerc/verify/tv"
)

// tupleKernel has strided layouts, a mov, a scalar, chained ops (an atom
// and a neutral op with NaN propagation, whose lowering mixes per-tuple
// values with constants), a store into an input that a later load reads
// back, several threads and blocks; ATOM is the target's atom.
const tupleKernel = `kernel @k(%A: global f16[8,1] layout [3,1], %B: global f16[8,1], %D: global f16[8,1] layout [2,1], %E: global f16[8,1]) grid(2) block(4) {
  %a = alloc.local f16[8,1]
  %b = alloc.local f16[8,1]
  %c = alloc.local f16[8,1]
  %a = load %A
  %b = load %B
  %c = mov %b
  %c = apply ATOM %c, f16 -0.0
  %a = max %a, %c {nan = propagate}
  store %D, %a
  store %B, %c
  %b = load %B
  store %E, %b
}
`

type tupleCase struct {
	label string
	atom  string
	x     tv.Target
	o     tv.Options
}

var tupleCases = []tupleCase{
	{"ptx:sm_80", `ptx "max.f16"`, ptxexec.Target{}, tv.Options{Arch: "sm_80"}},
	{"amdgcn:gfx942", `amdgcn "v_max_f16"`, amdexec.Target{}, tv.Options{Arch: "gfx942"}},
	{"amdgcn:gfx1100", `amdgcn "v_max_f16"`, amdexec.Target{}, tv.Options{Arch: "gfx1100"}},
}

// checkTuples runs n tuples (position 0 of %A and %B from a and b) through
// RunTuples on a base image of random bytes, and each tuple alone through
// the whole launch (Run) on a copy of that image; every element of %B, %D
// and %E must agree.
func checkTuples(t *testing.T, c tupleCase, a, b []uint64, seed uint64) {
	t.Helper()
	k, run := tupleCode(t, c)
	tk, ok := run.(tv.TupleKernel)
	require.True(t, ok, "%s: the executor runs tuples", c.label)
	base, err := NewArgs(k)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 7))
	for i := range base.Args {
		for j := range base.Args[i].Mem {
			base.Args[i].Mem[j] = byte(rng.Uint32())
		}
	}
	n := len(a)
	pA, pB := k.Param("A"), k.Param("B")
	ins := []tv.Column{{Param: 0, Elem: pos0(pA), Vals: a}, {Param: 1, Elem: pos0(pB), Vals: b}}
	type out struct {
		p   int
		off int64
	}
	var outs []out
	var cols []tv.Column
	for _, name := range []string{"B", "D", "E"} {
		p := k.Param(name)
		for _, off := range Offsets(p) {
			outs = append(outs, out{base.Index(p), off})
			cols = append(cols, tv.Column{Param: base.Index(p), Elem: off, Vals: make([]uint64, n)})
		}
	}
	before := base.Clone()
	a0, b0 := slices.Clone(a), slices.Clone(b)
	require.NoError(t, tk.RunTuples(base.Args, n, ins, cols))
	for i := range base.Args {
		require.Equal(t, before.Args[i].Mem, base.Args[i].Mem, "%s: RunTuples leaves the base image alone", c.label)
	}
	for i := range n {
		args := before.Clone()
		args.Put(0, pos0(pA), a[i])
		args.Put(1, pos0(pB), b[i])
		require.NoError(t, run.Run(args.Args))
		for j, o := range outs {
			require.Equal(t, args.Get(o.p, o.off), cols[j].Vals[i], "%s: tuple %d (%#x, %#x), %%%s element at %d",
				c.label, i, a[i], b[i], k.Params[o.p].Name, o.off)
		}
	}
	require.Equal(t, a0, a, "the input columns are read, not written")
	require.Equal(t, b0, b, "the input columns are read, not written (%B is stored to)")
}

// tupleCode lowers tupleKernel for c once (the fuzz target calls it per
// input).
func tupleCode(t *testing.T, c tupleCase) (*ir.Kernel, tv.Kernel) {
	t.Helper()
	tupleMu.Lock()
	defer tupleMu.Unlock()
	if e, ok := tupleCache[c.label]; ok {
		return e.k, e.run
	}
	m := module(t, strings.ReplaceAll(tupleKernel, "ATOM", c.atom))
	run, err := c.x.Kernel(m, "k", c.o)
	require.NoError(t, err)
	tupleCache[c.label] = tupleEntry{m.Kernels[0], run}
	return m.Kernels[0], run
}

type tupleEntry struct {
	k   *ir.Kernel
	run tv.Kernel
}

var (
	tupleMu    sync.Mutex
	tupleCache = map[string]tupleEntry{}
)

// TestRunTuples: the executors' per-tuple mode computes, tuple by tuple,
// what the whole launch computes (random tuples and the special values,
// over more than one block of executions).
func TestRunTuples(t *testing.T) {
	grid := semantics.Grid(semantics.F16)
	var a, b []uint64
	for _, x := range grid {
		for _, y := range grid {
			a, b = append(a, x), append(b, y)
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 1500 {
		a, b = append(a, rng.Uint64()&0xffff), append(b, rng.Uint64()&0xffff)
	}
	for _, c := range tupleCases {
		t.Run(c.label, func(t *testing.T) { checkTuples(t, c, a, b, 1) })
	}
}

// TestRunTuplesErrors: columns that do not fit are refused with the
// reason.
func TestRunTuplesErrors(t *testing.T) {
	for _, c := range tupleCases {
		m := module(t, strings.ReplaceAll(tupleKernel, "ATOM", c.atom))
		run, err := c.x.Kernel(m, "k", c.o)
		require.NoError(t, err)
		base, err := NewArgs(m.Kernels[0])
		require.NoError(t, err)
		tk := run.(tv.TupleKernel)
		err = tk.RunTuples(base.Args, 2, []tv.Column{{Param: 0, Elem: 0, Vals: []uint64{1, 0x10000}}}, nil)
		assert.ErrorContains(t, err, "value 0x10000 of execution 1 does not fit 2 bytes", c.label)
		err = tk.RunTuples(base.Args, 2, []tv.Column{{Param: 0, Elem: 99, Vals: []uint64{1, 2}}}, nil)
		assert.ErrorContains(t, err, "outside buffer 0", c.label)
		err = tk.RunTuples(base.Args, 3, []tv.Column{{Param: 0, Elem: 0, Vals: []uint64{1, 2}}}, nil)
		assert.ErrorContains(t, err, "holds 2 values for 3 executions", c.label)
	}
}

// FuzzRunTuples: any tuples, any base image seed: RunTuples agrees with
// the whole launch on every target.
func FuzzRunTuples(f *testing.F) {
	f.Add([]byte{0x00, 0x7c, 0x01, 0x7e, 0x00, 0x80, 0xff, 0xff}, uint64(1))
	f.Fuzz(func(t *testing.T, data []byte, seed uint64) {
		var a, b []uint64
		for i := 0; i+3 < len(data) && len(a) < 64; i += 4 {
			a = append(a, uint64(data[i])|uint64(data[i+1])<<8)
			b = append(b, uint64(data[i+2])|uint64(data[i+3])<<8)
		}
		if len(a) == 0 {
			return
		}
		for _, c := range tupleCases {
			checkTuples(t, c, a, b, seed)
		}
	})
}

// TestExhaustiveDeterministic: the sweep's report is the same, byte for
// byte, for one, two and three workers (rows split differently, witnesses
// merged by index), and for GOMAXPROCS 1, 2 and 3 with the default number
// of workers (GOMAXPROCS's).
func TestExhaustiveDeterministic(t *testing.T) {
	a := execSide(t, "ptx:sm_80", maxF16PTX, ptxexec.Target{}, tv.Options{Arch: "sm_80"})
	b := execSide(t, "amdgcn:gfx942", maxF16AMD, amdexec.Target{}, tv.Options{Arch: "gfx942"})
	rows := []int{0xfe00, 0x0001, 0x3c00, 0x7c01, 0x8000}
	var first []byte
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, c := range []struct{ workers, procs int }{{1, 0}, {2, 0}, {3, 0}, {0, 1}, {0, 2}, {0, 3}} {
		if c.procs > 0 {
			runtime.GOMAXPROCS(c.procs)
		}
		res, err := Diff(a, b, Options{Exhaustive: true, rows: rows, Workers: c.workers})
		require.NoError(t, err)
		var buf bytes.Buffer
		require.NoError(t, res.Outputs[0].Report.WriteJSON(&buf))
		if first == nil {
			first = buf.Bytes()
			continue
		}
		require.Equal(t, string(first), buf.String(), "%d workers, GOMAXPROCS %d", c.workers, c.procs)
	}
}
