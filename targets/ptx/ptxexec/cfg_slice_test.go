package ptxexec

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// randBranchKernel is randKernel with branches: a forward branch around
// a stretch of its instructions on a predicate of loaded data, and a loop
// of 1 … 4 iterations (the count from loaded data) around another stretch,
// so that the executions of a block take different ways.
func randBranchKernel(r *rand.Rand, nin int) string {
	src := randKernel(r, nin)
	head, rest, _ := strings.Cut(src, "\t.reg .pred %p<3>;\n")
	lines := strings.SplitAfter(rest, "\n")
	// lines: the ld.param lines first, the body, "\tret;\n", "}\n", ""
	start := nin + 1
	end := len(lines) - 3
	body := append([]string(nil), lines[start:end]...)
	k := 0
	if len(body) > 0 {
		k = r.IntN(len(body) + 1)
	}
	var b strings.Builder
	b.WriteString(head + "\t.reg .pred %p<3>;\n\t.reg .pred %q<2>;\n\t.reg .b16 %c<3>;\n")
	for _, l := range lines[:start] {
		b.WriteString(l)
	}
	// the data the branches decide on: input 0
	b.WriteString("\tld.global.b16 %c0, [%rd0];\n\tand.b16 %c1, %c0, 3;\n\tsetp.lt.u16 %q0, %c0, 0x8000;\n")
	x, y := r.IntN(k+1), k+r.IntN(len(body)-k+1)
	for i, l := range body {
		if i == x {
			b.WriteString("\t@%q0 bra $F;\n")
		}
		if i == y {
			b.WriteString("$F:\n")
		}
		if i == k {
			b.WriteString("$B:\n")
		}
		b.WriteString(l)
	}
	if x == len(body) {
		b.WriteString("\t@%q0 bra $F;\n")
	}
	if y == len(body) {
		b.WriteString("$F:\n")
	}
	if k == len(body) {
		b.WriteString("$B:\n")
	}
	b.WriteString("\tsetp.ne.s16 %q1, %c1, 0;\n\tsub.s16 %c1, %c1, 1;\n\t@%q1 bra $B;\n")
	for _, l := range lines[end:] {
		b.WriteString(l)
	}
	return b.String()
}

// TestCFGTuplesMatchLaunches: random kernels with branches (divergent:
// the way depends on the loaded input) run the same through RunTuples
// (uniform values once per block, whole columns, the active masks) as
// launching each tuple alone does, and the same through RunKernel's value
// slice as through the full kernel.
func TestCFGTuplesMatchLaunches(t *testing.T) {
	defer func(m int) { maxBack = m }(maxBack)
	maxBack = 4096 // a wrong scheme that loops fails fast
	r := rand.New(rand.NewPCG(11, 13))
	kernels := 40
	if testing.Short() {
		kernels = 12
	}
	var ran, failed, cfgs int
	for i := range kernels {
		nin := 1 + r.IntN(3)
		src := randBranchKernel(r, nin)
		m, err := Parse("rand.ptx", []byte(src))
		require.NoError(t, err, src)
		f := m.Func("v")
		require.NoError(t, f.Err, "kernel %d:\n%s", i, src)
		if f.prog.cfg != nil {
			cfgs++
		}
		for _, n := range []int{1 + r.IntN(40), block + 1 + r.IntN(50)} {
			if tuplesAgree(t, r, f, nin, n) != nil {
				failed++
			}
			sliceAgrees(t, f, randInputs(r, nin, n), n)
			ran++
		}
	}
	assert.Equal(t, kernels, cfgs, "every kernel runs as basic blocks")
	assert.Greater(t, ran-failed, ran/3, "runs that complete")
	t.Logf("%d runs, %d failed as the launches do", ran, failed)
}

// FuzzCFGTuplesMatchLaunches: any seed's random kernel with branches runs
// the same through RunTuples and launch by launch, and through the value
// slice and the full kernel.
func FuzzCFGTuplesMatchLaunches(f *testing.F) {
	f.Add(uint64(1), uint16(5))
	f.Add(uint64(9), uint16(1100))
	f.Fuzz(func(t *testing.T, seed uint64, n uint16) {
		r := rand.New(rand.NewPCG(seed, seed>>32|1))
		nin := 1 + r.IntN(3)
		src := randBranchKernel(r, nin)
		m, err := Parse("fuzz.ptx", []byte(src))
		require.NoError(t, err, src)
		fn := m.Func("v")
		require.NoError(t, fn.Err, fmt.Sprint(src))
		cnt := 1 + int(n)%(2*block)
		tuplesAgree(t, r, fn, nin, cnt)
		sliceAgrees(t, fn, randInputs(r, nin, cnt), cnt)
	})
}
