package amdexec

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/lowerc/lowerc/internal/tilerun"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/require"
)

// RunTuples' value-slice path (fasttuples.go) against the ordinary one:
// every kernel of the repository's .tile files, on a base image of random
// bytes, with input columns at the first element of its first two global
// parameters (random, the same in every execution, or a mix); every
// element of every global parameter read back; the same values or the
// same error on both paths.
func TestFastTuplesEqual(t *testing.T) {
	files := corpusFiles(t)
	for _, o := range fastConfigs() {
		if gen, _ := amdgcn.ParseGeneration(o.Arch); o.NoIEEE && !hasModeBits(gen) {
			continue // GFX12: no MODE.IEEE
		}
		name := o.Arch
		if o.NoIEEE {
			name += ":ieee=0"
		}
		if o.Wave64 {
			name += ":wave64"
		}
		t.Run(name, func(t *testing.T) {
			fastN := 0
			for fi, f := range files {
				src, err := os.ReadFile(f)
				require.NoError(t, err)
				m, err := ir.Parse(f, src)
				if err != nil || !verified(m, o) {
					continue
				}
				fast, err := Kernels(m, nil, o)
				if err != nil {
					continue
				}
				slow, err := Kernels(m, nil, o)
				require.NoError(t, err)
				for ki, k := range fast {
					slow[ki].noFast = true
					if k.fastTuples() {
						fastN++
					}
					for shape := 0; shape < 4; shape++ {
						requireSameTuples(t, k, slow[ki], m.Kernels[ki], uint64(fi*100+ki*4+shape), shape, fmt.Sprintf("%s @%s shape %d", f, k.Name(), shape))
					}
				}
			}
			require.NotZero(t, fastN, "no kernel takes the value-slice path")
		})
	}
}

// requireSameTuples runs fast and slow on the same tuples (shape bit 0:
// input 0 the same in every execution, bit 1: input 1) and requires the
// same results or the same error.
func requireSameTuples(t *testing.T, fast, slow *Kernel, ik *ir.Kernel, seed uint64, shape int, what string) {
	args, err := tilerun.NewArgs(ik)
	if err != nil {
		return // too large to run
	}
	elems := 0
	for _, p := range ik.Params {
		if p.Space == ir.Global {
			elems += len(tilerun.Offsets(p))
		}
	}
	if elems > 4096 {
		return
	}
	r := rand.New(rand.NewPCG(seed, 11))
	for i := range args.Args {
		for j := range args.Args[i].Mem {
			args.Args[i].Mem[j] = byte(r.Uint32())
		}
		args.Args[i].Pred = r.IntN(2) == 0
	}
	n := 200 + r.IntN(100)
	var ins, outsF, outsS []tv.Column
	for pi, p := range ik.Params {
		if p.Space != ir.Global {
			continue
		}
		mask := uint64(1)<<p.Type.Bits() - 1
		if p.Type.Bits() == 64 {
			mask = ^uint64(0)
		}
		offs := tilerun.Offsets(p)
		if len(ins) < 2 && len(offs) > 0 {
			vals := make([]uint64, n)
			c := r.Uint64() & mask
			for i := range vals {
				vals[i] = c
				if shape>>len(ins)&1 == 0 {
					vals[i] = r.Uint64() & mask
				}
			}
			ins = append(ins, tv.Column{Param: pi, Elem: offs[0], Vals: vals})
		}
		for _, off := range offs {
			outsF = append(outsF, tv.Column{Param: pi, Elem: off, Vals: make([]uint64, n)})
			outsS = append(outsS, tv.Column{Param: pi, Elem: off, Vals: make([]uint64, n)})
		}
	}
	before := args.Clone()
	ef := fast.RunTuples(args.Args, n, ins, outsF)
	es := slow.RunTuples(args.Args, n, ins, outsS)
	require.Equal(t, fmt.Sprint(es), fmt.Sprint(ef), "%s: errors", what)
	if es != nil {
		return
	}
	for i := range args.Args {
		require.Equal(t, before.Args[i].Mem, args.Args[i].Mem, "%s: the base image is not written", what)
	}
	for j := range outsF {
		require.Equal(t, outsS[j].Vals, outsF[j].Vals, "%s: parameter %d element %d", what, outsS[j].Param, outsS[j].Elem)
	}
}

// TestFastRandomKernels: fileTile with random op regions (randomRegion)
// through RunTuples on both paths.
func TestFastRandomKernels(t *testing.T) {
	n := 100
	if *long {
		n = 1000
	}
	for _, gen := range []string{"gfx942", "gfx1100"} {
		for _, tl := range regionTiles {
			t.Run(gen+"/"+tl.name, func(t *testing.T) {
				r := rand.New(rand.NewPCG(uint64(len(gen)), 5))
				ran := 0
				for i := 0; i < n; i++ {
					if randomKernel(t, tl.src, gen, randomRegion(t, tl.src, gen, r), uint64(i)) {
						ran++
					}
				}
				require.Greater(t, ran, n/3, "random kernels assemble")
			})
		}
	}
}

// randomKernel runs the kernel of src with code text on both paths (four
// shapes of input columns); false where the text does not assemble.
func randomKernel(t *testing.T, src, gen, text string, seed uint64) bool {
	m, err := ir.Parse("region.tile", []byte(src))
	require.NoError(t, err)
	g, err := options(tv.Options{Arch: gen})
	require.NoError(t, err)
	code, err := ParseText(g, "region.s", []byte(text))
	if err != nil {
		return false
	}
	fast, err := KernelCode(m, "k", code, tv.Options{Arch: gen})
	require.NoError(t, err)
	slow, err := KernelCode(m, "k", code, tv.Options{Arch: gen})
	require.NoError(t, err)
	slow.noFast = true
	require.True(t, fast.fastTuples(), "the kernel qualifies for the value-slice path")
	for shape := 0; shape < 4; shape++ {
		requireSameTuples(t, fast, slow, m.Kernels[0], seed*4+uint64(shape), shape, text)
	}
	return true
}

// FuzzFastKernel: a random region (from seed) in fileTile's kernel
// through RunTuples on both paths.
func FuzzFastKernel(f *testing.F) {
	f.Add(uint64(1), uint8(0), uint64(2))
	f.Add(uint64(9), uint8(3), uint64(5))
	f.Fuzz(func(t *testing.T, seed uint64, which uint8, in uint64) {
		gen := []string{"gfx942", "gfx1100"}[which&1]
		tl := regionTiles[which>>1&1]
		if !randomKernel(t, tl.src, gen, randomRegion(t, tl.src, gen, rand.New(rand.NewPCG(seed, 3))), in) {
			t.Skip("does not assemble")
		}
	})
}
