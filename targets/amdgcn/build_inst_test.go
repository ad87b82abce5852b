package amdgcn

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBuildMatchesAssemble: an instruction built from typed operands is the
// one the assembler makes of the line that spells them, on a wave64 and a
// wave32 generation, and it prints as that line.
func TestBuildMatchesAssemble(t *testing.T) {
	w64, w32, g12 := Gen(GFX942), Gen(GFX1100), Gen(GFX1200)
	cases := []struct {
		g    *Generation
		text string
		mn   string
		mods BuildMods
		args []Arg
	}{
		{w64, "v_max_f32_e32 v1, v2, v3", "v_max_f32_e32", BuildMods{}, []Arg{VGPRs(1, 1), VGPRs(2, 1), VGPRs(3, 1)}},
		{w64, "v_max_f32_e64 v1, v2, 0.5", "v_max_f32_e64", BuildMods{}, []Arg{VGPRs(1, 1), VGPRs(2, 1), Float(0.5)}},
		{w64, "v_max_f64 v[2:3], v[4:5], 1.0", "v_max_f64", BuildMods{}, []Arg{VGPRs(2, 2), VGPRs(4, 2), Float(1)}},
		{w64, "v_mov_b32_e32 v3, 0x7fc00000", "v_mov_b32_e32", BuildMods{}, []Arg{VGPRs(3, 1), Int(0x7fc00000)}},
		{w64, "v_cmp_o_f32_e32 vcc, v0, v1", "v_cmp_o_f32_e32", BuildMods{}, []Arg{VCC(w64), VGPRs(0, 1), VGPRs(1, 1)}},
		{w32, "v_cmp_o_f32_e32 vcc_lo, v0, v1", "v_cmp_o_f32_e32", BuildMods{}, []Arg{VCC(w32), VGPRs(0, 1), VGPRs(1, 1)}},
		{w64, "v_cndmask_b32_e64 v0, v1, v2, s[8:9]", "v_cndmask_b32_e64", BuildMods{}, []Arg{VGPRs(0, 1), VGPRs(1, 1), VGPRs(2, 1), SGPRs(8, 2)}},
		{w64, "v_pk_max_f16 v0, v1, 1.0 op_sel_hi:[1,0]", "v_pk_max_f16", BuildMods{OpSelHi: []uint8{1, 0}}, []Arg{VGPRs(0, 1), VGPRs(1, 1), Float(1)}},
		{w64, "s_load_dwordx4 s[4:7], s[0:1], 0x10", "s_load_dwordx4", BuildMods{}, []Arg{SGPRs(4, 4), SGPRs(0, 2), Int(0x10)}},
		{w64, "global_load_dword v1, v0, s[4:5] offset:8", "global_load_dword", BuildMods{Offset: 8}, []Arg{VGPRs(1, 1), VGPRs(0, 1), SGPRs(4, 2)}},
		{w64, "global_store_dword v0, v1, s[4:5]", "global_store_dword", BuildMods{}, []Arg{VGPRs(0, 1), VGPRs(1, 1), SGPRs(4, 2)}},
		{w64, "s_waitcnt vmcnt(0)", "s_waitcnt", BuildMods{Wait: [3]int{0, -1, -1}}, nil},
		{w32, "s_waitcnt lgkmcnt(0)", "s_waitcnt", BuildMods{Wait: [3]int{-1, -1, 0}}, nil},
		{g12, "s_wait_kmcnt 0x0", "s_wait_kmcnt", BuildMods{}, []Arg{Int(0)}},
		{w64, "s_nop 1", "s_nop", BuildMods{}, []Arg{Int(1)}},
		{w64, "s_endpgm", "s_endpgm", BuildMods{}, nil},
		{w64, "s_and_b64 exec, exec, s[6:7]", "s_and_b64", BuildMods{}, []Arg{Exec(w64), Exec(w64), SGPRs(6, 2)}},
		{w32, "s_mov_b32 s8, exec_lo", "s_mov_b32", BuildMods{}, []Arg{SGPRs(8, 1), Exec(w32)}},
		{w64, "s_cselect_b64 s[6:7], -1, 0", "s_cselect_b64", BuildMods{}, []Arg{SGPRs(6, 2), Int(-1), Int(0)}},
	}
	for _, c := range cases {
		t.Run(c.g.Name+" "+c.text, func(t *testing.T) {
			want, err := AssembleLine(c.g, c.text)
			require.NoError(t, err)
			want.Line, want.Col = 0, 0
			got, err := Build(c.g, c.mn, c.mods, c.args...)
			require.NoError(t, err)
			assert.Equal(t, *want, got)
			assert.Equal(t, c.text, string(got.AppendText(nil)))
		})
	}
}

// TestBuildErrors: what the assembler rejects, Build rejects with its message.
func TestBuildErrors(t *testing.T) {
	g := Gen(GFX942)
	_, err := Build(g, "v_max_f64", BuildMods{}, VGPRs(1, 2), VGPRs(4, 2), VGPRs(6, 2))
	assert.ErrorContains(t, err, "vgpr tuples must be 64 bit aligned")
	_, err = Build(g, "v_maximum3_f32", BuildMods{}, VGPRs(1, 1), VGPRs(2, 1), VGPRs(3, 1), VGPRs(4, 1))
	assert.ErrorContains(t, err, "not available on gfx942")
	_, err = Build(g, "v_max_f32_e32", BuildMods{}, VGPRs(1, 1), VGPRs(2, 1))
	assert.ErrorContains(t, err, "takes 3 operands")
}
