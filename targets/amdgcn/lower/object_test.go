package lower_test

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/amdexec"
	"github.com/lowerc/lowerc/targets/amdgcn/elfobj"
	"github.com/lowerc/lowerc/targets/amdgcn/lower"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
)

// TestCorpusObject: the object package elfobj writes for lowerc's output
// on the corpus (lowerc compile -filetype=obj) is llvm-mc-19's (gfx950:
// llvm-mc-22's) -filetype=obj object byte for byte, and the executor
// reading it back (amdexec.ReadELF: the disassembled code, the
// descriptors' modes and launch registers) gives the same results as
// from lowerc's text: every op case on the class grid, every whole
// kernel's memory on random arguments.
func TestCorpusObject(t *testing.T) {
	gens := []string{"gfx90a", "gfx950", "gfx1100"} // (TestObjectIsLLVMMCs of elfobj has more generations on smaller files)
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
		o := tv.Options{Arch: gn}
		b, err := lower.New(lower.Options{Gen: g, IEEE: true})
		require.NoError(t, err)
		m, err := ir.Parse("corpus.tile", []byte(lower.Corpus(g, true)))
		require.NoError(t, err)
		require.Empty(t, verify.Module(m, b))
		p, err := b.Lower(m)
		require.NoError(t, err)
		asm := p.AppendAsm(nil)
		f, err := amdgcn.AssembleFile(g, "corpus.s", asm)
		require.NoError(t, err)
		obj, err := elfobj.Write(g, f)
		require.NoError(t, err)
		theirs, err := oracle.Run(mc, asm, "-triple=amdgcn-amd-amdhsa", "-mcpu="+gn, "-filetype=obj", "-o", "-")
		require.NoError(t, err)
		require.True(t, bytes.Equal(obj, theirs), "%s: the corpus object (%d bytes) is not llvm-mc's (%d bytes)", gn, len(obj), len(theirs))
		code, err := amdexec.ReadELF(g, gn+".o", obj)
		require.NoError(t, err)
		text, err := amdexec.Target{}.Cases(m, "corpus.tile", o)
		require.NoError(t, err)
		bin, err := amdexec.CasesCode(m, "corpus.tile", code, o)
		require.NoError(t, err)
		require.Len(t, bin, len(text))
		for i, c := range text {
			in := inputs(c.Func.Type(), c.Func.Arity(), false, 8)
			x, y := make([]uint64, len(in[0])), make([]uint64, len(in[0]))
			require.NoError(t, c.Func.Run(in, x), c.Where)
			require.NoError(t, bin[i].Func.Run(in, y), c.Where)
			require.Equal(t, x, y, "%s: %s: our object and the text differ", gn, c.Where)
		}
		r := rand.New(rand.NewPCG(7, 7))
		kts, err := amdexec.Kernels(m, nil, o)
		require.NoError(t, err)
		kbs, err := amdexec.Kernels(m, code, o)
		require.NoError(t, err)
		for i, k := range m.Kernels {
			kt, kb := kts[i], kbs[i]
			require.Equal(t, kt.Mode(), kb.Mode(), "%s @%s: descriptor mode", gn, k.Name)
			require.Equal(t, kt.Launch(), kb.Launch(), "%s @%s: descriptor launch registers", gn, k.Name)
			if span(k) > 1<<22 {
				continue // strides of millions of elements
			}
			a1, a2 := randomArgs(r, k)
			require.NoError(t, kt.Run(a1), "%s @%s", gn, k.Name)
			require.NoError(t, kb.Run(a2), "%s @%s", gn, k.Name)
			require.Equal(t, a1, a2, "%s @%s: memory after our object and after the text differ", gn, k.Name)
		}
		t.Logf("%s: %d-byte object identical to llvm-mc's; %d cases, %d kernels agree with the text", gn, len(obj), len(text), len(m.Kernels))
	}
}
