package amdexec

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestTableRows runs the rows issue 13 added (tablerows.go) on
// hand-derived values of their ISA definitions (docs/reference/amdgpu.md
// §3.9): v0, v1, v2 are the inputs, v0 the result (a scalar result or SCC
// is moved there).
func TestTableRows(t *testing.T) {
	in3 := func(a, b, c []uint64) [][]uint64 { return [][]uint64{a, b, c} }
	z := []uint64{0, 0}
	s0 := in3([]uint64{0}, []uint64{0}, []uint64{0})
	for _, c := range []struct {
		name, gen, body string
		in              [][]uint64
		want            []uint64
	}{
		{"xor", "gfx942", "v_xor_b32 v0, v0, v1", in3([]uint64{0xff00ff00, 1}, []uint64{0x0ff00ff0, 1}, z), []uint64{0xf0f0f0f0, 0}},
		{"not", "gfx1100", "v_not_b32 v0, v0", in3([]uint64{0, 0x12345678}, z, z), []uint64{0xffffffff, 0xedcba987}},
		// (2^23 + 1) * (2^23 + 3) = 2^46 + 2^25 + 3: bits 63:32 are 2^14
		{"mul_hi_u32_u24", "gfx950", "v_mul_hi_u32_u24 v0, v0, v1", in3([]uint64{0x800001, 0xff000002}, []uint64{0x800003, 3}, z), []uint64{0x4000, 0}},
		// the low 24 bits signed: 0xffffff is -1; -1 * 5 = -5
		{"mul_i32_i24", "gfx1030", "v_mul_i32_i24 v0, v0, v1", in3([]uint64{0xffffff, 0x12000002}, []uint64{5, 3}, z), []uint64{0xfffffffb, 6}},
		{"mul_hi_i32_i24", "gfx908", "v_mul_hi_i32_i24 v0, v0, v1", in3([]uint64{0xffffff, 0x400000}, []uint64{5, 0x400000}, z), []uint64{0xffffffff, 0x1000}}, // (2^22)^2 = 2^44,
		{"mov_b64", "gfx942", "v_mov_b32 v3, v1\n\tv_mov_b32 v2, v0\n\tv_mov_b64 v[4:5], v[2:3]\n\tv_mov_b32 v0, v5", in3([]uint64{1, 2}, []uint64{7, 8}, z), []uint64{7, 8}},
		{"cvt_f32_f16", "gfx1200", "v_cvt_f32_f16 v0, v0", in3([]uint64{0x3c00, 0xc000}, z, z), []uint64{0x3f800000, 0xc0000000}},
		{"cvt_pk_f16_f32", "gfx950", "v_cvt_pk_f16_f32 v0, v0, v1", in3([]uint64{0x3f800000}, []uint64{0x40000000}, []uint64{0}), []uint64{0x40003c00}},
		{"cvt_pk_bf16_f32", "gfx950", "v_cvt_pk_bf16_f32 v0, v0, v1", in3([]uint64{0x3f808000}, []uint64{0x3f818000}, []uint64{0}), []uint64{0x3f823f80}},
		// lt on a NaN is false, nge (not >=) true; -0 == +0
		{"cmp_lt_f32", "gfx942", "v_cmp_lt_f32 vcc, v0, v1\n\tv_cndmask_b32 v0, 0, 1, vcc", in3([]uint64{0x3f800000, 0x7fc00000}, []uint64{0x40000000, 0}, z), []uint64{1, 0}},
		{"cmp_nge_f16", "gfx1100", "v_cmp_nge_f16 vcc_lo, v0, v1\n\tv_cndmask_b32 v0, 0, 1, vcc_lo", in3([]uint64{0x7e00, 0x4000}, []uint64{0, 0x3c00}, z), []uint64{1, 0}},
		{"cmp_eq_f64 e64", "gfx1200", "v_mov_b32 v3, v1\n\tv_mov_b32 v2, 0\n\tv_mov_b32 v5, v0\n\tv_mov_b32 v4, 0\n\tv_cmp_eq_f64_e64 s4, v[2:3], v[4:5]\n\tv_cndmask_b32_e64 v0, 0, 1, s4",
			in3([]uint64{0x80000000, 0x3ff00000}, []uint64{0, 0x40000000}, z), []uint64{1, 0}},
		{"s_pack_ll", "gfx950", "s_mov_b32 s4, 0x1234abcd\n\ts_mov_b32 s5, 0x5678ef01\n\ts_pack_ll_b32_b16 s6, s4, s5\n\tv_mov_b32 v0, s6", s0, []uint64{0xef01abcd}},
		{"s_pack_hh", "gfx1030", "s_mov_b32 s4, 0x1234abcd\n\ts_mov_b32 s5, 0x5678ef01\n\ts_pack_hh_b32_b16 s6, s4, s5\n\tv_mov_b32 v0, s6", s0, []uint64{0x56781234}},
		{"s_pack_hl", "gfx1100", "s_mov_b32 s4, 0x1234abcd\n\ts_mov_b32 s5, 0x5678ef01\n\ts_pack_hl_b32_b16 s6, s4, s5\n\tv_mov_b32 v0, s6", s0, []uint64{0xef011234}},
		{"s_sext_i32_i16", "gfx1200", "s_mov_b32 s4, 0x12348000\n\ts_sext_i32_i16 s5, s4\n\tv_mov_b32 v0, s5", s0, []uint64{0xffff8000}},
		{"s_sext_i32_i8", "gfx908", "s_mov_b32 s4, 0x7f\n\ts_sext_i32_i8 s5, s4\n\tv_mov_b32 v0, s5", s0, []uint64{0x7f}},
		// s_cmpk_lt_i32 with 0xffff (-1): 0 < -1 is false; unsigned: 0 < 0xffff is true
		{"s_cmpk_lt", "gfx942", "s_mov_b32 s4, 0\n\ts_cmpk_lt_i32 s4, 0xffff\n\ts_cselect_b32 s6, 2, 0\n\ts_cmpk_lt_u32 s4, 0xffff\n\ts_cselect_b32 s7, 1, 0\n\ts_or_b32 s6, s6, s7\n\tv_mov_b32 v0, s6", s0, []uint64{1}},
		{"s_cmpk_eq", "gfx950", "s_mov_b32 s4, 0x1234\n\ts_cmpk_eq_u32 s4, 0x1234\n\ts_cselect_b32 s6, 1, 0\n\tv_mov_b32 v0, s6", s0, []uint64{1}},
		{"s_addk overflow", "gfx1030", "s_mov_b32 s4, 0x7fffffff\n\ts_addk_i32 s4, 0x1\n\ts_cselect_b32 s6, 1, 0\n\ts_or_b32 s6, s6, s4\n\tv_mov_b32 v0, s6", s0, []uint64{0x80000001}},
		{"s_addk_co gfx12", "gfx1200", "s_mov_b32 s4, 5\n\ts_addk_co_i32 s4, 0xfffe\n\tv_mov_b32 v0, s4", s0, []uint64{3}},
		{"s_mulk", "gfx942", "s_mov_b32 s4, 3\n\ts_mulk_i32 s4, 0xfffe\n\tv_mov_b32 v0, s4", s0, []uint64{0xfffffffa}},
	} {
		t.Run(c.name, func(t *testing.T) {
			require.Equal(t, c.want, run3(t, c.gen, c.body, c.in), c.body)
		})
	}
	// the calls and the other messages are refused by name
	for _, c := range []struct{ gen, body, err string }{
		{"gfx942", "s_getpc_b64 s[4:5]", "s_getpc_b64 (a call) is not supported by the executor"},
		{"gfx1100", "s_swappc_b64 s[30:31], s[4:5]", "s_swappc_b64 (a call) is not supported by the executor"},
		{"gfx1100", "s_sendmsg sendmsg(MSG_INTERRUPT)", "s_sendmsg sendmsg(MSG_INTERRUPT) is not supported by the executor"},
		{"gfx942", "s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)", "is not supported by the executor"},
	} {
		code, err := ParseText(mustGen(t, c.gen), "x.s", []byte("\t"+c.body+"\n"))
		require.NoError(t, err, c.body)
		_, err = NewMachine(code.Gen, DefaultMode(), 1, false).Run(code.Insts)
		require.ErrorContains(t, err, c.err, c.body)
	}
}
