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

// FuzzBuild: Build never panics on any mnemonic and operands, and an
// instruction it builds prints as text that the assembler reads back as
// the same instruction with the same bytes.
func FuzzBuild(f *testing.F) {
	f.Add(uint8(0), uint16(0), []byte{0, 1, 0, 2, 1, 3})
	f.Add(uint8(4), uint16(17), []byte{0, 1, 3, 200, 2, 0})
	f.Add(uint8(9), uint16(300), []byte{1, 4, 4, 0, 3, 7})
	gens := Generations()
	f.Fuzz(func(t *testing.T, gi uint8, mi uint16, ops []byte) {
		g := gens[int(gi)%len(gens)]
		if gi&0x80 != 0 && g.Family != GFX9 {
			g, _ = g.WithMAttr("+wavefrontsize64")
		}
		mns := Mnemonics(g)
		mn := mns[int(mi)%len(mns)]
		var args []Arg
		for i := 0; i+1 < len(ops) && len(args) < 6; i += 2 {
			k, v := ops[i], int(ops[i+1])
			switch k % 7 {
			case 0:
				args = append(args, VGPRs(v, 1))
			case 1:
				args = append(args, VGPRs(v&^1, 2))
			case 2:
				args = append(args, SGPRs(v%100, 1+int(k>>3)%2))
			case 3:
				args = append(args, Int(int64(int8(v))))
			case 4:
				args = append(args, Float(float64(int8(v))/4))
			case 5:
				args = append(args, VCC(g))
			case 6:
				args = append(args, Exec(g))
			}
		}
		mods := BuildMods{Wait: [3]int{-1, -1, -1}}
		if len(ops) > 0 && ops[0]&0x40 != 0 {
			mods.Offset = int64(int8(ops[len(ops)-1])) * 4
		}
		in, err := Build(g, mn, mods, args...)
		if err != nil {
			return
		}
		text := string(in.AppendText(nil))
		back, err := AssembleLine(g, text)
		require.NoError(t, err, "%s: built %q", g.Name, text)
		assert.Equal(t, in.AppendEncoding(nil), back.AppendEncoding(nil), "%s: %q", g.Name, text)
	})
}

// TestBuildRegisterRules: the register rules the assembler applies while
// reading a register name apply to built operands too.
func TestBuildRegisterRules(t *testing.T) {
	g := Gen(GFX908)
	for _, c := range []struct {
		args []Arg
		msg  string
	}{
		{[]Arg{VGPRs(1, 1), VGPRs(38, 1), SGPRs(49, 2)}, "SGPR tuples must start at an even register"},
		{[]Arg{VGPRs(1, 1), VGPRs(38, 1), SGPRs(g.SGPRs, 2)}, "register index out of range"},
		{[]Arg{VGPRs(1, 1), VGPRs(255, 2), SGPRs(4, 2)}, "register index out of range"},
	} {
		_, err := Build(g, "global_load_dword", BuildMods{}, c.args...)
		assert.ErrorContains(t, err, c.msg)
	}
	_, err := Build(g, "s_load_dwordx4", BuildMods{}, SGPRs(6, 4), SGPRs(0, 2), Int(0))
	assert.ErrorContains(t, err, "multiple of 4")
}
