package lower_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/amdexec"
	"github.com/lowerc/lowerc/targets/amdgcn/lower"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/require"
)

// TestCorpusRefinesDeclared runs every min/max op of the lowering corpus
// (every type, NaN policy, arity, constant kind, pred and scope kernel of
// corpus_test.go) with package amdexec, on every generation and IEEE mode
// (-long; the default run takes one generation per encoding family and
// gfx942), and checks each result against the op's declared semantics
// (amdexec.DeclaredModel, evaluated with package semantics): the class
// grid crossed with itself (a 12-value subset for three inputs; the whole
// grid and 20000 random tuples with -long).
func TestCorpusRefinesDeclared(t *testing.T) {
	gens := []string{"gfx908", "gfx942", "gfx1030", "gfx1100", "gfx1200"}
	if lower.Long() {
		gens = amdgcn.GenerationNames()
	}
	total, cases := 0, 0
	for _, gn := range gens {
		g, err := amdgcn.ParseGeneration(gn)
		require.NoError(t, err)
		for _, ieee := range []bool{true, false} {
			if !ieee && g.Family == amdgcn.GFX12 {
				continue
			}
			b, err := lower.New(lower.Options{Gen: g, IEEE: ieee})
			require.NoError(t, err)
			src := lower.Corpus(g, ieee)
			m, err := ir.Parse("corpus.tile", []byte(src))
			require.NoError(t, err)
			require.Empty(t, verify.Module(m, b))
			cs, err := amdexec.Target{}.Cases(m, "corpus.tile", tv.Options{Arch: gn, NoIEEE: !ieee})
			require.NoError(t, err, "%s ieee=%v", gn, ieee)
			require.Greater(t, len(cs), 500)
			for _, c := range cs {
				in := inputs(c.Func.Type(), c.Func.Arity(), lower.Long())
				v, err := refines(c, in)
				require.NoError(t, err, "%s ieee=%v %s", gn, ieee, c.Where)
				if v != "" {
					t.Errorf("%s ieee=%v: %s", gn, ieee, v)
				}
				total += len(in[0])
			}
			cases += len(cs)
		}
	}
	t.Logf("%d op cases, %d tuples", cases, total)
}

// inputs: the class grid of t crossed arity times (three inputs: a 12-value
// subset by default), plus random tuples with long.
func inputs(t semantics.Type, arity int, long bool) [][]uint64 {
	grid := semantics.Grid(t)
	if arity == 3 && !long && len(grid) > 12 {
		var sub []uint64
		for i := 0; i < len(grid); i += (len(grid) + 11) / 12 {
			sub = append(sub, grid[i])
		}
		grid = sub
	}
	in := make([][]uint64, arity)
	n := 1
	for i := 0; i < arity; i++ {
		n *= len(grid)
	}
	for k := range in {
		in[k] = make([]uint64, 0, n)
	}
	for i := 0; i < n; i++ {
		j := i
		for k := 0; k < arity; k++ {
			in[k] = append(in[k], grid[j%len(grid)])
			j /= len(grid)
		}
	}
	if long {
		r := rand.New(rand.NewPCG(19, uint64(t)))
		for i := 0; i < 20000; i++ {
			for k := range in {
				in[k] = append(in[k], r.Uint64()&t.Mask())
			}
		}
	}
	return in
}

// refines returns "" when every result of the case is one its model
// allows, else the first witness.
func refines(c tv.Case, in [][]uint64) (string, error) {
	out := make([]uint64, len(in[0]))
	if err := c.Func.Run(in, out); err != nil {
		return "", err
	}
	t := c.Func.Type()
	bad := 0
	first := ""
	for i := range out {
		var x [3]uint64
		for k := range in {
			x[k] = in[k][i]
		}
		r, err := c.Model.Eval(t, x[0], x[1], x[2])
		if err != nil {
			return "", err
		}
		if !r.Allows(t, out[i]) {
			if bad == 0 {
				first = fmt.Sprintf("inputs %#x gave %#x, %s allows %s", x[:len(in)], out[i], c.Model.Name(), r.String(t))
			}
			bad++
		}
	}
	if bad > 0 {
		return fmt.Sprintf("%s: %d of %d tuples violate the declared semantics; first: %s", c.Where, bad, len(out), first), nil
	}
	return "", nil
}
