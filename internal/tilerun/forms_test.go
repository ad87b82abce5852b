package tilerun

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/verify/tv"
)

// formKernels are one-position kernels whose code the executors' column
// paths see with a Uniform first and a Sequence second input: the
// issue's one-op kernel, the inputs swapped (the sequence first), one
// input twice, the sequence's register overwritten (by the op, by
// an op with a constant) and read again, the op's result
// read by another op, and a copy of the sequence stored back into its own
// element and read again (a Writable over a Sequence column). ATOM is
// the target's atom.
var formKernels = map[string]string{
	"op": `kernel @k(%A: global f16[1,1], %B: global f16[1,1], %D: global f16[1,1]) grid(1) block(1) {
  %a = alloc.local f16[1,1]
  %b = alloc.local f16[1,1]
  %d = alloc.local f16[1,1]
  %a = load %A
  %b = load %B
  %d = apply ATOM %a, %b
  store %D, %d
}
`,
	"swapped": `kernel @k(%A: global f16[1,1], %B: global f16[1,1], %D: global f16[1,1]) grid(1) block(1) {
  %a = alloc.local f16[1,1]
  %b = alloc.local f16[1,1]
  %d = alloc.local f16[1,1]
  %a = load %A
  %b = load %B
  %d = apply ATOM %b, %a
  store %D, %d
}
`,
	"twice": `kernel @k(%A: global f16[1,1], %B: global f16[1,1], %D: global f16[1,1]) grid(1) block(1) {
  %b = alloc.local f16[1,1]
  %d = alloc.local f16[1,1]
  %b = load %B
  %d = apply ATOM %b, %b
  store %D, %d
}
`,
	"overwrite": `kernel @k(%A: global f16[1,1], %B: global f16[1,1], %D: global f16[1,1]) grid(1) block(1) {
  %a = alloc.local f16[1,1]
  %b = alloc.local f16[1,1]
  %a = load %A
  %b = load %B
  %b = apply ATOM %a, %b
  %b = apply ATOM %a, %b
  store %D, %b
}
`,
	"overwrite1": `kernel @k(%A: global f16[1,1], %B: global f16[1,1], %D: global f16[1,1]) grid(1) block(1) {
  %a = alloc.local f16[1,1]
  %b = alloc.local f16[1,1]
  %d = alloc.local f16[1,1]
  %a = load %A
  %b = load %B
  %b = apply ATOM %b, f16 1.0
  %d = apply ATOM %a, %b
  store %D, %d
}
`,
	"chain": `kernel @k(%A: global f16[1,1], %B: global f16[1,1], %D: global f16[1,1]) grid(1) block(1) {
  %a = alloc.local f16[1,1]
  %b = alloc.local f16[1,1]
  %d = alloc.local f16[1,1]
  %e = alloc.local f16[1,1]
  %a = load %A
  %b = load %B
  %d = apply ATOM %a, %b
  %e = apply ATOM %d, f16 0.5
  store %D, %e
}
`,
	"storeback": `kernel @k(%A: global f16[1,1], %B: global f16[1,1], %D: global f16[1,1]) grid(1) block(1) {
  %a = alloc.local f16[1,1]
  %b = alloc.local f16[1,1]
  %d = alloc.local f16[1,1]
  %a = load %A
  %b = load %B
  %d = apply ATOM %a, %b
  store %B, %d
  store %A, %b
  %b = load %B
  %d = apply ATOM %b, %a
  store %D, %d
}
`,
}

// formCase is one RunTuples call: n executions, the first input row in
// every one, the second first, first+1, ….
type formCase struct {
	row, first uint64
	n          int
}

var formCases = []formCase{
	{0x3c00, 0, 1}, {0x3c00, 0, 5}, {0x7e00, 0, 1030}, {0xfc00, 0x7b00, 4100}, // around +inf and the NaNs
	{0x0001, 0xfc00 - 700, 1500}, {0x7c01, 0x10000 - 4096, 4096}, {0x8000, 0x10000 - 3, 3},
	{0x0000, 0x3c00 - 17, 1024}, {0xffff, 0x7fff, 2},
	// more than one of ptxexec's tuple blocks (16,384 executions)
	{0x3c00, 0x10000 - 17400, 17400}, {0x7e00, 0x100, 2*16384 + 5},
}

// runForms runs c through k's code with Listed columns and with the
// Uniform and Sequence forms, the outputs taken as runs where the
// executor gives them (tv.Column.Runs), and requires the same outputs (or
// the same error). It reports which outputs came as runs.
func runForms(t *testing.T, label string, tk tv.TupleKernel, args []tv.Arg, c formCase) (asRuns []bool) {
	t.Helper()
	row := make([]uint64, c.n)
	seq := make([]uint64, c.n)
	for i := range row {
		row[i], seq[i] = c.row, c.first+uint64(i)
	}
	outs := func() []tv.Column {
		var o []tv.Column
		for p := range 3 {
			o = append(o, tv.Column{Param: p, Vals: make([]uint64, c.n)})
		}
		return o
	}
	wantOut, gotOut := outs(), outs()
	for p := range gotOut {
		gotOut[p].Runs = &tv.Runs{}
	}
	listed := []tv.Column{{Param: 0, Vals: row}, {Param: 1, Vals: seq}}
	formed := []tv.Column{{Param: 0, Vals: []uint64{c.row}, Form: tv.Uniform}, {Param: 1, Vals: []uint64{c.first}, Form: tv.Sequence}}
	// first other values through the same code, so that storage the
	// executor keeps from run to run holds something else
	other := make([]uint64, c.n)
	for i := range other {
		other[i] = (c.first*7 + uint64(i)*0x9e37) & 0xffff
	}
	_ = tk.RunTuples(args, c.n, []tv.Column{{Param: 0, Vals: other}, {Param: 1, Vals: other}}, outs())
	eg := tk.RunTuples(args, c.n, formed, gotOut)
	ew := tk.RunTuples(args, c.n, listed, wantOut)
	what := fmt.Sprintf("%s: row %#x, second inputs %#x … (%d)", label, c.row, c.first, c.n)
	require.Equal(t, fmt.Sprint(ew), fmt.Sprint(eg), "%s: errors", what)
	if ew != nil {
		return nil
	}
	for p := range gotOut {
		if r := gotOut[p].Runs; r.Runs != nil {
			r.Fill(gotOut[p].Vals, 0)
		}
		asRuns = append(asRuns, gotOut[p].Runs.Runs != nil)
	}
	for p := range wantOut {
		for i := range wantOut[p].Vals {
			if wantOut[p].Vals[i] != gotOut[p].Vals[i] {
				t.Fatalf("%s: param %d, execution %d (%#x, %#x): listed %#x, forms %#x", what, p, i, c.row, c.first+uint64(i),
					wantOut[p].Vals[i], gotOut[p].Vals[i])
			}
		}
	}
	return asRuns
}

// TestRunTuplesForms: a Uniform and a Sequence input column give what the
// same values listed give, on every target's code of formKernels (the
// executors' column paths: the uniform register, the sequence register
// and its run fill, the sequence copied when its element is stored to,
// a result kept as runs in the tuple memory and handed over as runs),
// for lengths that are not a multiple of a block, a wave or four, and
// sequences up to 0xffff. A sequence or value that does not fit the
// element is the listed column's error.
func TestRunTuplesForms(t *testing.T) {
	cases := append(formCases, formCase{0x3c00, 0x10000 - 5, 9}, formCase{0x1_0000, 0, 4})
	for name, src := range formKernels {
		for _, c := range tupleCases {
			m := module(t, strings.ReplaceAll(src, "ATOM", c.atom))
			run, err := c.x.Kernel(m, "k", c.o)
			require.NoError(t, err)
			args, err := NewArgs(m.Kernels[0])
			require.NoError(t, err)
			for _, fc := range cases {
				asRuns := runForms(t, name+" "+c.label, run.(tv.TupleKernel), args.Args, fc)
				if name == "op" && asRuns != nil {
					// the sweep's kernel: its result stays runs
					require.Equal(t, []bool{false, false, true}, asRuns, "op %s %v: outputs as runs", c.label, fc)
				}
			}
		}
	}
}

// FuzzRunTuplesForms: any row, any sequence start and length, any kernel
// of formKernels on any target: the forms give what the listed values
// give.
func FuzzRunTuplesForms(f *testing.F) {
	f.Add(uint16(0x3c00), uint16(0x7b00), uint16(1030), uint8(0))
	f.Add(uint16(0xfe00), uint16(0xfff0), uint16(16), uint8(3))
	names := []string{"op", "swapped", "twice", "overwrite", "overwrite1", "chain", "storeback"}
	type code struct {
		tk   tv.TupleKernel
		args []tv.Arg
	}
	cache := map[string]code{}
	f.Fuzz(func(t *testing.T, row, first, n uint16, which uint8) {
		if n == 0 || n > 40000 {
			return
		}
		name := names[int(which)%len(names)]
		c := tupleCases[int(which)/len(names)%len(tupleCases)]
		key := name + c.label
		k, ok := cache[key]
		if !ok {
			m := module(t, strings.ReplaceAll(formKernels[name], "ATOM", c.atom))
			run, err := c.x.Kernel(m, "k", c.o)
			require.NoError(t, err)
			args, err := NewArgs(m.Kernels[0])
			require.NoError(t, err)
			k = code{run.(tv.TupleKernel), args.Args}
			cache[key] = k
		}
		runForms(t, name+" "+c.label, k.tk, k.args, formCase{uint64(row), uint64(first), int(n)})
	})
}
