package semantics

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPTXASCanonicalize checks nvptx:canonicalize_f32 (mul.rn.f32 x, 1.0,
// what llc-22 selects for llvm.canonicalize.f32) against ptxas's constant
// folding of that instruction on the f32 grid and random inputs, and that
// the sequence refines llvm22:canonicalize on every f32 input.
func TestPTXASCanonicalize(t *testing.T) {
	ptxas := oracle.Require(t, oracle.Ptxas)
	nvdisasm := oracle.Require(t, oracle.Nvdisasm)
	ins := Grid(F32)
	r := splitmix{state: 99}
	for i := 0; i < 60; i++ {
		ins = append(ins, randomValue(F32, &r))
	}
	var ptx bytes.Buffer
	ptx.WriteString(".version 7.8\n.target sm_90\n.address_size 64\n")
	for k, x := range ins {
		fmt.Fprintf(&ptx, ".visible .entry k%d(.param .u64 p){ .reg .f32 %%f<2>; .reg .b64 %%rd<3>; ld.param.u64 %%rd1,[p]; cvta.to.global.u64 %%rd2,%%rd1; mul.rn.f32 %%f1, 0f%08X, 0f3F800000; st.global.f32 [%%rd2], %%f1; ret;}\n", k, x)
	}
	dir := t.TempDir()
	src, bin := filepath.Join(dir, "k.ptx"), filepath.Join(dir, "k.cubin")
	require.NoError(t, os.WriteFile(src, ptx.Bytes(), 0o644))
	_, err := oracle.Run(ptxas, nil, "-arch=sm_90", src, "-o", bin)
	require.NoError(t, err)
	sass, err := oracle.Run(nvdisasm, nil, bin)
	require.NoError(t, err)
	m := MustLookup("nvptx:canonicalize_f32")
	folded, nans := 0, 0
	for k, insns := range oracle.SASSKernels(sass) {
		v, ok := oracle.StoredConst(insns, false)
		if !ok {
			continue
		}
		folded++
		if IsNaN(F32, ins[k]) {
			nans++
		}
		got, _ := m.Eval(F32, ins[k], 0, 0)
		assert.Equal(t, FormatBits(F32, v), got.String(F32), "ptxas folds mul.rn.f32(%s, 1.0)", FormatBits(F32, ins[k]))
	}
	require.NotZero(t, nans, "no NaN input folded")
	t.Logf("%d inputs, %d folded (%d NaNs)", len(ins), folded, nans)
	rep := mustCompare(t, "nvptx:canonicalize_f32", "llvm22:canonicalize", F32, Options{Exhaustive: true})
	assert.Equal(t, "exact", rep.Method)
	assert.False(t, rep.ARefinesB(), "0x7fffffff is neither the preferred NaN nor a quieted input for most NaNs")
	assert.Zero(t, rep.ValueDiff)
}
