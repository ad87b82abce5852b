package arch_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/arch"
	"github.com/lowerc/lowerc/targets/llvm"
	"github.com/lowerc/lowerc/targets/ptx"
)

// TestPTXAgreesWithBackend: the targets marked Backend are targets/ptx's
// Archs, in order, with the same SM and least PTX ISA version.
func TestPTXAgreesWithBackend(t *testing.T) {
	var want []arch.PTX
	for _, a := range arch.PTXTargets() {
		if a.Backend {
			want = append(want, a)
		}
	}
	got := ptx.Archs()
	require.Len(t, got, len(want))
	for i, a := range got {
		w := want[i]
		assert.Equal(t, w.Name, a.Name)
		assert.Equal(t, w.SM, a.SM, a.Name)
		assert.Equal(t, w.MinPTX.String(), a.MinPTX.String(), a.Name)
	}
}

// TestAMDAgreesWithEncoder: the AMD generations are targets/amdgcn's
// Generations, in order, with the same facts.
func TestAMDAgreesWithEncoder(t *testing.T) {
	got := amdgcn.Generations()
	want := arch.AMDTargets()
	require.Len(t, got, len(want))
	for i, g := range got {
		w := want[i]
		assert.Equal(t, w.Name, g.Name)
		assert.Equal(t, "GFX"+strconv.Itoa(w.Family), g.Family.String(), g.Name)
		assert.Equal(t, w.Arch, g.Arch, g.Name)
		assert.Equal(t, w.WaveSize, g.WaveSize, g.Name)
		assert.Equal(t, w.SGPRs, g.SGPRs, g.Name)
		assert.Equal(t, w.ConstantBusLimit, g.ConstantBusLimit, g.Name)
		assert.Equal(t, w.VOP3Literal, g.VOP3Literal, g.Name)
		assert.Equal(t, w.AlignedVGPRTuples, g.AlignedVGPRTuples, g.Name)
		assert.Equal(t, w.LLVM19, g.LLVM19, g.Name)
		assert.Equal(t, w.Family < 12, w.IEEEBit, "%s: the IEEE bit exists on GFX6–GFX11", g.Name)
	}
}

// TestLLVMAgrees: targets/llvm accepts exactly the LLVM19 targets (less
// the AMD variants), in order, and uses the same triples (its data layouts and per-CPU facts are
// checked inside targets/llvm).
func TestLLVMAgrees(t *testing.T) {
	var nv, amd []string
	for _, a := range arch.PTXTargets() {
		if a.LLVM19 {
			nv = append(nv, a.Name)
		}
	}
	for _, a := range arch.AMDTargets() {
		if a.LLVM19 && !a.Variant {
			amd = append(amd, a.Name)
		}
	}
	assert.Equal(t, nv, llvm.CPUs(llvm.TripleNVPTX))
	assert.Equal(t, amd, llvm.CPUs(llvm.TripleAMDGCN))
	assert.Equal(t, arch.TripleNVPTX, llvm.TripleNVPTX)
	assert.Equal(t, arch.TripleAMDGCN, llvm.TripleAMDGCN)
}

// TestSemanticsAgrees: package semantics has AMD models for exactly these
// generations, and the GFX12 ones (only they) have the *_num_* forms (its
// generation numbers are checked inside package semantics).
func TestSemanticsAgrees(t *testing.T) {
	targets := map[string]bool{}
	num := map[string]bool{}
	for _, m := range semantics.Models() {
		rest, ok := strings.CutPrefix(m.Name(), "amdgcn:")
		if !ok {
			continue
		}
		g, mnem, _ := strings.Cut(rest, ":")
		targets[g] = true
		if mnem == "v_max_num_f32" {
			num[g] = true
		}
	}
	for _, a := range arch.AMDTargets() {
		assert.True(t, targets[a.Name], "semantics has no amdgcn:%s models", a.Name)
		assert.Equal(t, a.Family == 12, num[a.Name], "%s: v_max_num_f32 exactly on GFX12", a.Name)
		delete(targets, a.Name)
	}
	assert.Empty(t, targets, "semantics models AMD targets this package lacks")
}

// TestLookup: names resolve, others are an error that lists the choices.
func TestLookup(t *testing.T) {
	p, err := arch.LookupPTX("sm_90a")
	require.NoError(t, err)
	assert.Equal(t, 90, p.SM)
	assert.Equal(t, "8.0", p.MinPTX.String())
	a, err := arch.LookupAMD("gfx1201")
	require.NoError(t, err)
	assert.Equal(t, 12, a.Family)
	_, err = arch.LookupPTX("sm_91")
	assert.ErrorContains(t, err, "sm_70, sm_72")
	_, err = arch.LookupAMD("gfx943")
	assert.ErrorContains(t, err, "gfx908, gfx90a")
}
