package lower_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
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
	gens := []string{"gfx908", "gfx942", "gfx1100", "gfx1200"}
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
				in := inputs(c.Func.Type(), c.Func.Arity(), lower.Long(), 12)
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

// inputs: the class grid of t crossed arity times (three inputs, or
// sub < 12: a sub-value subset by default), plus random tuples with long.
func inputs(t semantics.Type, arity int, long bool, sub int) [][]uint64 {
	grid := semantics.Grid(t)
	if (arity == 3 || sub < 12) && !long && len(grid) > sub {
		var s []uint64
		for i := 0; i < len(grid); i += (len(grid) + sub - 1) / sub {
			s = append(s, grid[i])
		}
		grid = s
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

// TestCorpusBytesAgree assembles lowerc's output for the corpus with
// llvm-mc-19 (gfx950: llvm-mc-22) -filetype=obj, reads the object back
// (package amdgcn's disassembler, the kernel descriptors' modes) and runs
// it: every op case gives the same bits as from lowerc's text on the class
// grid, and every whole kernel leaves the same memory on random arguments.
func TestCorpusBytesAgree(t *testing.T) {
	gens := []string{"gfx942", "gfx1100", "gfx1200"}
	if lower.Long() {
		gens = amdgcn.GenerationNames()
	}
	for _, gn := range gens {
		g, err := amdgcn.ParseGeneration(gn)
		require.NoError(t, err)
		mcName := oracle.LLVMMC
		if !g.LLVM19 {
			mcName = oracle.LLVMMC22
		}
		mc := oracle.Require(t, mcName)
		for _, ieee := range []bool{true, false} {
			if !ieee && (g.Family == amdgcn.GFX12 || !lower.Long() && gn != "gfx942") {
				continue
			}
			o := tv.Options{Arch: gn, NoIEEE: !ieee}
			b, err := lower.New(lower.Options{Gen: g, IEEE: ieee})
			require.NoError(t, err)
			m, err := ir.Parse("corpus.tile", []byte(lower.Corpus(g, ieee)))
			require.NoError(t, err)
			require.Empty(t, verify.Module(m, b))
			p, err := b.Lower(m)
			require.NoError(t, err)
			obj, err := oracle.Run(mc, p.AppendAsm(nil), "-triple=amdgcn-amd-amdhsa", "-mcpu="+gn, "-filetype=obj", "-o", "-")
			require.NoError(t, err)
			code, err := amdexec.ReadELF(g, gn+".o", obj)
			require.NoError(t, err)
			text, err := amdexec.Target{}.Cases(m, "corpus.tile", o)
			require.NoError(t, err)
			bin, err := amdexec.CasesCode(m, "corpus.tile", code, o)
			require.NoError(t, err)
			require.Len(t, bin, len(text))
			for i, c := range text {
				in := inputs(c.Func.Type(), c.Func.Arity(), false, 8)
				a, b := make([]uint64, len(in[0])), make([]uint64, len(in[0]))
				require.NoError(t, c.Func.Run(in, a), c.Where)
				require.NoError(t, bin[i].Func.Run(in, b), c.Where)
				require.Equal(t, a, b, "%s: %s: the object and the text differ", gn, c.Where)
			}
			r := rand.New(rand.NewPCG(5, 5))
			kts, err := amdexec.Kernels(m, nil, o)
			require.NoError(t, err)
			kbs, err := amdexec.Kernels(m, code, o)
			require.NoError(t, err)
			for i, k := range m.Kernels {
				kt, kb := kts[i], kbs[i]
				if span(k) > 1<<22 {
					continue // @cta2d, @far: strides of millions of elements (their addressing is lower's llvm-mc tests')
				}
				require.Equal(t, kt.Mode(), kb.Mode(), "%s @%s: descriptor mode", gn, k.Name)
				require.Equal(t, kt.Launch(), kb.Launch(), "%s @%s: descriptor launch registers", gn, k.Name)
				a1, a2 := randomArgs(r, k)
				require.NoError(t, kt.Run(a1), "%s @%s", gn, k.Name)
				require.NoError(t, kb.Run(a2), "%s @%s", gn, k.Name)
				require.Equal(t, a1, a2, "%s @%s: memory after the object and after the text differ", gn, k.Name)
			}
		}
	}
}

func span(k *ir.Kernel) int64 {
	n := int64(0)
	for _, p := range k.Params {
		if p.Space == ir.Global {
			n += p.Size() * int64(p.Type.Bits()/8)
		}
	}
	return n
}

// randomArgs returns two identical argument lists of random memory and
// preds for k.
func randomArgs(r *rand.Rand, k *ir.Kernel) ([]tv.Arg, []tv.Arg) {
	var a, b []tv.Arg
	for _, p := range k.Params {
		if p.Space != ir.Global {
			v := r.IntN(2) == 1
			a, b = append(a, tv.Arg{Pred: v}), append(b, tv.Arg{Pred: v})
			continue
		}
		mem := make([]byte, p.Size()*int64(p.Type.Bits()/8))
		for i := range mem {
			mem[i] = byte(r.Uint32())
		}
		a, b = append(a, tv.Arg{Mem: mem}), append(b, tv.Arg{Mem: append([]byte(nil), mem...)})
	}
	return a, b
}

const mutTile = `kernel @k() grid(1) block(1) {
  %a = alloc.local f32[1]
  %b = alloc.local f32[1]
  %d = alloc.local f32[1]
  %d = max %a, %b
}

kernel @p() grid(1) block(1) {
  %a = alloc.local f32[1]
  %b = alloc.local f32[1]
  %d = alloc.local f32[1]
  %d = max %a, %b {nan = propagate}
}
`

// TestMutationsCaught: validation through the executor catches a dropped
// quieting step (v_max x, x replaced by a move), swapped v_cndmask operands,
// the code run in the wrong mode and a wrong declared model; the unmutated
// code passes.
func TestMutationsCaught(t *testing.T) {
	g, err := amdgcn.ParseGeneration("gfx942")
	require.NoError(t, err)
	b, err := lower.New(lower.Options{Gen: g, IEEE: true})
	require.NoError(t, err)
	m, err := ir.Parse("mut.tile", []byte(mutTile))
	require.NoError(t, err)
	require.Empty(t, verify.Module(m, b))
	p, err := b.Lower(m)
	require.NoError(t, err)
	asm := string(p.AppendAsm(nil))
	o := tv.Options{Arch: "gfx942"}
	bad := func(c tv.Case) string {
		v, err := refines(c, inputs(c.Func.Type(), c.Func.Arity(), false, 34))
		require.NoError(t, err)
		return v
	}
	run := func(src string, o tv.Options) []tv.Case {
		code, err := amdexec.ParseText(g, "mut.s", []byte(src))
		require.NoError(t, err)
		cs, err := amdexec.CasesCode(m, "mut.tile", code, o)
		require.NoError(t, err)
		require.Len(t, cs, 2)
		return cs
	}
	for _, c := range run(asm, o) {
		require.Empty(t, bad(c), "unmutated code must refine")
	}
	// A dropped quieting step: v_max_f32 v3, v0, v0 becomes a move.
	drop := strings.Replace(asm, "v_max_f32_e32 v3, v0, v0", "v_mov_b32_e32 v3, v0", 1)
	require.NotEqual(t, asm, drop)
	require.Contains(t, bad(run(drop, o)[0]), "violate")
	// Swapped v_cndmask operands: the NaN where the inputs are ordered.
	swap := strings.Replace(asm, "v_cndmask_b32_e32 v2, v4, v3, vcc", "v_cndmask_b32_e32 v2, v3, v4, vcc", 1)
	require.NotEqual(t, asm, swap)
	require.Contains(t, bad(run(swap, o)[1]), "violate")
	// The wrong mode: the IEEE-mode code with the descriptor's ieee_mode
	// cleared (v_max x, x no longer quiets an sNaN, so two NaN inputs can
	// give an sNaN, which maximumNumber does not allow).
	mode := strings.Replace(asm, ".amdhsa_ieee_mode 1", ".amdhsa_ieee_mode 0", 1)
	require.NotEqual(t, asm, mode)
	require.Contains(t, bad(run(mode, o)[0]), "violate")
	// A wrong model: the nan = number code checked as nan = propagate.
	cs := run(asm, o)
	cs[0].Model = cs[1].Model
	require.Contains(t, bad(cs[0]), "violate")
}

// TestCaseArity: every case's Func and model take the same number of
// inputs (what tv.Validate requires), 2 or 3.
func TestCaseArity(t *testing.T) {
	g, err := amdgcn.ParseGeneration("gfx942")
	require.NoError(t, err)
	m, err := ir.Parse("corpus.tile", []byte(lower.Corpus(g, true)))
	require.NoError(t, err)
	cs, err := amdexec.Target{}.Cases(m, "corpus.tile", tv.Options{Arch: "gfx942"})
	require.NoError(t, err)
	for _, c := range cs {
		require.Equal(t, c.Model.Arity(), c.Func.Arity(), c.Where)
		require.Contains(t, []int{2, 3}, c.Func.Arity(), c.Where)
	}
}
