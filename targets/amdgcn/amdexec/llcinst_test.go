package amdexec

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLLCInstructions runs the instructions llc-19's kernels use besides
// lowerc's (llcinst.go) on hand-derived values of their ISA definitions
// (docs/reference/amdgpu.md §3.6): v0, v1, v2 are the inputs, v0 the
// result (a scalar result or SCC is moved there).
func TestLLCInstructions(t *testing.T) {
	in3 := func(a, b, c []uint64) [][]uint64 { return [][]uint64{a, b, c} }
	z := []uint64{0, 0}
	for _, c := range []struct {
		name, gen, body string
		in              [][]uint64
		want            []uint64
	}{
		{"add_lshl", "gfx942", "v_add_lshl_u32 v0, v0, v1, v2", in3([]uint64{1, 0xffffffff}, []uint64{2, 1}, []uint64{3, 4}), []uint64{24, 0}},
		{"lshl_add", "gfx1100", "v_lshl_add_u32 v0, v0, v1, v2", in3([]uint64{1, 0x80000000}, []uint64{4, 1}, []uint64{5, 7}), []uint64{21, 7}},
		{"and_or", "gfx908", "v_and_or_b32 v0, v0, v1, v2", in3([]uint64{0xff00ff00, 0}, []uint64{0x0ff00ff0, 0}, []uint64{1, 0x80}), []uint64{0x0f000f01, 0x80}},
		{"subrev gfx9", "gfx942", "v_subrev_u32 v0, v0, v1", in3([]uint64{3, 5}, []uint64{10, 3}, z), []uint64{7, 0xfffffffe}},
		{"subrev gfx11", "gfx1100", "v_subrev_nc_u32 v0, v0, v1", in3([]uint64{3, 5}, []uint64{10, 3}, z), []uint64{7, 0xfffffffe}},
		{"bfrev", "gfx1030", "v_bfrev_b32 v0, v0", in3([]uint64{1, 0x12345678}, z, z), []uint64{0x80000000, 0x1e6a2c48}},
		// the shift is S0[3:0]; the high half of v0 (0x0001 here) is zeroed
		// on GFX9 and kept on GFX10+ (keep16: LLVM's zeroesHigh16BitsOfDest)
		{"lshlrev_b16", "gfx942", "v_lshlrev_b16 v0, v0, v1", in3([]uint64{0x10011, 0x1000f}, []uint64{0xabcd0003, 0x0001}, z), []uint64{0x6, 0x8000}},
		{"lshlrev_b16 gfx10", "gfx1030", "v_lshlrev_b16 v0, v0, v1", in3([]uint64{0x10011, 0x1000f}, []uint64{0xabcd0003, 0x0001}, z), []uint64{0x10006, 0x18000}},
		// v_max_i16 (e32 and e64), v_max_f16, v_cvt_f16_f32: the same rule;
		// v_max3_f16 (GFX9's op_sel form) keeps the high half
		{"max_i16 high gfx9", "gfx908", "v_max_i16_e32 v0, v0, v1", in3([]uint64{0xabcd0003}, []uint64{0x0005}, z), []uint64{0x5}},
		{"max_i16 e64 high gfx9", "gfx90a", "v_max_i16_e64 v0, v0, v1", in3([]uint64{0xabcd0003}, []uint64{0x0005}, z), []uint64{0x5}},
		{"max_f16 high gfx9", "gfx942", "v_max_f16_e32 v0, v0, v1", in3([]uint64{0xabcd3c00}, []uint64{0x4000}, z), []uint64{0x4000}},
		{"max_i16 high gfx10", "gfx1030", "v_max_i16 v0, v0, v1", in3([]uint64{0xabcd0003}, []uint64{0x0005}, z), []uint64{0xabcd0005}},
		{"cvt_f16_f32 high gfx9", "gfx908", "v_cvt_f16_f32_e32 v0, v1", in3([]uint64{0xabcd0003}, []uint64{0x3f800000}, z), []uint64{0x3c00}},
		{"cvt_f16_f32 high gfx11", "gfx1100", "v_cvt_f16_f32_e32 v0, v1", in3([]uint64{0xabcd0003}, []uint64{0x3f800000}, z), []uint64{0xabcd3c00}},
		{"max3_f16 high gfx9", "gfx942", "v_max3_f16 v0, v0, v1, v1", in3([]uint64{0xabcd3c00}, []uint64{0x4000}, z), []uint64{0xabcd4000}},
		{"pack_b32_f16", "gfx1100", "v_pack_b32_f16 v0, v0, v1", in3([]uint64{0x1234abcd}, []uint64{0x5678ef01}, []uint64{0}), []uint64{0xef01abcd}},
		{"lshlrev_b64 hi", "gfx942", "v_mov_b32 v3, v1\n\tv_lshlrev_b64 v[4:5], v0, v[2:3]\n\tv_mov_b32 v0, v5", in3([]uint64{4, 96}, []uint64{1, 0}, []uint64{0xf0000000, 5}), []uint64{0x1f, 5}},
		{"lshlrev_b64 lo gfx12", "gfx1200", "v_mov_b32 v3, v1\n\tv_lshlrev_b64 v[4:5], v0, v[2:3]\n\tv_mov_b32 v0, v4", in3([]uint64{4, 1}, []uint64{1, 0}, []uint64{0xf0000001, 0x80000000}), []uint64{0x10, 0}},
		{"lshl_add_u64", "gfx942", "v_mov_b32 v4, v1\n\tv_mov_b32 v5, 0\n\tv_mov_b32 v6, v2\n\tv_mov_b32 v7, 0\n\tv_lshl_add_u64 v[4:5], v[4:5], v0, v[6:7]\n\tv_mov_b32 v0, v5",
			in3([]uint64{4, 1}, []uint64{0xf0000000, 0x80000000}, []uint64{0, 0x80000000}), []uint64{0xf, 1}},
		// v_mad_u64_u32: 0xffffffff² + 0xffffffff_ffffffff = 0x1_fffffffe_00000000
		{"mad hi", "gfx942", "v_mov_b32 v4, v2\n\tv_mov_b32 v5, -1\n\tv_mad_u64_u32 v[6:7], s[4:5], v0, v1, v[4:5]\n\tv_mov_b32 v0, v7",
			in3([]uint64{0xffffffff, 3}, []uint64{0xffffffff, 5}, []uint64{0xffffffff, 1}), []uint64{0xfffffffe, 0xffffffff}},
		{"mad lo", "gfx908", "v_mov_b32 v4, v2\n\tv_mov_b32 v5, 0\n\tv_mad_u64_u32 v[6:7], vcc, v0, v1, v[4:5]\n\tv_mov_b32 v0, v6",
			in3([]uint64{0x10000, 3}, []uint64{0x10000, 5}, []uint64{7, 1}), []uint64{7, 16}},
		{"mad carry", "gfx942", "v_mov_b32 v4, v2\n\tv_mov_b32 v5, -1\n\tv_mad_u64_u32 v[6:7], s[4:5], v0, v1, v[4:5]\n\ts_nop 1\n\tv_cndmask_b32_e64 v0, 0, 1, s[4:5]",
			in3([]uint64{0xffffffff, 3}, []uint64{0xffffffff, 5}, []uint64{0xffffffff, 1}), []uint64{1, 0}},
		{"mad carry wave32", "gfx1100", "v_mov_b32 v4, v2\n\tv_mov_b32 v5, -1\n\tv_mad_u64_u32 v[6:7], s4, v0, v1, v[4:5]\n\tv_cndmask_b32_e64 v0, 0, 1, s4",
			in3([]uint64{0xffffffff, 3}, []uint64{0xffffffff, 5}, []uint64{0xffffffff, 1}), []uint64{1, 0}},
		{"mad gfx12", "gfx1200", "v_mov_b32 v4, v2\n\tv_mov_b32 v5, 0\n\tv_mad_co_u64_u32 v[6:7], null, v0, v1, v[4:5]\n\tv_mov_b32 v0, v7",
			in3([]uint64{0x80000000, 3}, []uint64{4, 5}, []uint64{0, 1}), []uint64{2, 0}},
		// carries: 0xffffffff + 1 carries out; v_addc adds it to the next
		{"add_co gfx9", "gfx908", "v_add_co_u32_e32 v0, vcc, v0, v1\n\tv_addc_co_u32_e32 v1, vcc, 0, v2, vcc\n\tv_lshlrev_b32 v1, 16, v1\n\tv_or_b32 v0, v0, v1",
			in3([]uint64{0xffffffff, 2}, []uint64{1, 3}, []uint64{7, 7}), []uint64{0x80000, 0x70005}},
		{"add_co e64 gfx9", "gfx942", "v_add_co_u32_e64 v0, s[4:5], v0, v1\n\tv_addc_co_u32_e64 v1, s[6:7], v2, v2, s[4:5]\n\tv_cndmask_b32_e64 v2, 0, 1, s[6:7]\n\tv_lshlrev_b32 v2, 8, v2\n\tv_or_b32 v0, v1, v2",
			in3([]uint64{0xffffffff, 2}, []uint64{1, 3}, []uint64{0x80000000, 0x7fffffff}), []uint64{0x101, 0xfffffffe}},
		{"add_co gfx10", "gfx1030", "v_add_co_u32 v0, vcc_lo, v0, v1\n\tv_add_co_ci_u32_e32 v1, vcc_lo, 0, v2, vcc_lo\n\tv_cndmask_b32_e64 v2, 0, 1, vcc_lo\n\tv_lshlrev_b32 v2, 8, v2\n\tv_or_b32 v0, v1, v2",
			in3([]uint64{0xffffffff, 2}, []uint64{1, 3}, []uint64{0xffffffff, 7}), []uint64{0x100, 7}},
		{"add_co gfx12", "gfx1200", "v_add_co_u32 v0, s4, v0, v1\n\tv_add_co_ci_u32_e64 v1, null, v2, 0, s4\n\tv_mov_b32 v0, v1",
			in3([]uint64{0xffffffff, 2}, []uint64{1, 3}, []uint64{5, 5}), []uint64{6, 5}},
		// readfirstlane: the first lane's v0 in every lane
		{"readfirstlane", "gfx942", "v_readfirstlane_b32 s4, v0\n\tv_mov_b32 v0, s4", in3([]uint64{9, 8, 7}, []uint64{0, 0, 0}, []uint64{0, 0, 0}), []uint64{9, 9, 9}},
		{"readfirstlane wave32", "gfx1100", "v_readfirstlane_b32 s4, v1\n\tv_add_nc_u32 v0, s4, v0", in3([]uint64{1, 2}, []uint64{5, 6}, []uint64{0, 0}), []uint64{6, 7}},
		// scalar: the result or SCC (through s_cselect) in v0
		// s_movk_i32 (package amdgcn's SOPK row) sign-extends its simm16;
		// s_delay_alu and s_sendmsg (its rows, GFX11+) change nothing
		{"add3", "gfx942", "v_add3_u32 v0, v0, v1, v2", in3([]uint64{1, 0xffffffff}, []uint64{2, 1}, []uint64{3, 5}), []uint64{6, 5}},
		{"or3", "gfx1200", "v_or3_b32 v0, v0, v1, 0x80", in3([]uint64{1, 0}, []uint64{0x10, 0x100}, []uint64{0, 0}), []uint64{0x91, 0x180}},
		{"s_movk_i32 neg", "gfx942", "s_movk_i32 s4, 0x8000\n\tv_mov_b32 v0, s4", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{0xffff8000}},
		{"s_movk_i32 pos", "gfx1200", "s_movk_i32 s4, 0x7fff\n\ts_delay_alu instid0(SALU_CYCLE_1)\n\tv_add_nc_u32 v0, s4, v0", in3([]uint64{1, 2}, []uint64{0, 0}, []uint64{0, 0}), []uint64{0x8000, 0x8001}},
		{"s_delay_alu, s_sendmsg", "gfx1100", "v_add_nc_u32 v0, v0, v1\n\ts_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)\n\ts_sendmsg sendmsg(MSG_DEALLOC_VGPRS)", in3([]uint64{1, 2}, []uint64{3, 4}, []uint64{0, 0}), []uint64{4, 6}},
		{"s_cmp_eq_u32", "gfx942", "s_mov_b32 s4, 5\n\ts_cmp_eq_u32 s4, 5\n\ts_cselect_b32 s6, 1, 0\n\ts_cmp_eq_u32 s4, 6\n\ts_cselect_b32 s7, 1, 0\n\ts_lshl_b32 s6, s6, 1\n\ts_or_b32 s6, s6, s7\n\tv_mov_b32 v0, s6", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{2}},
		{"s_cmp_eq_u64", "gfx1030", "s_mov_b32 s4, 0\n\ts_mov_b32 s5, 1\n\ts_cmp_eq_u64 s[4:5], 0\n\ts_cselect_b32 s6, 1, 0\n\tv_mov_b32 v0, s6", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{0}},
		{"s_bitcmp", "gfx1100", "s_mov_b32 s4, 8\n\ts_bitcmp1_b32 s4, 3\n\ts_cselect_b32 s6, 2, 0\n\ts_bitcmp0_b32 s4, 3\n\ts_cselect_b32 s7, 1, 0\n\ts_or_b32 s6, s6, s7\n\tv_mov_b32 v0, s6", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{2}},
		{"s_lshl_b32", "gfx942", "s_mov_b32 s4, 0x10000001\n\ts_lshl_b32 s5, s4, 4\n\tv_mov_b32 v0, s5", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{0x10}},
		{"s_lshl_b32 scc 0", "gfx942", "s_mov_b32 s4, 0x80000000\n\ts_lshl_b32 s5, s4, 1\n\ts_cselect_b32 s6, 1, 0\n\tv_mov_b32 v0, s6", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{0}},
		{"s_lshr_b32", "gfx1200", "s_mov_b32 s4, 0x80000000\n\ts_lshr_b32 s5, s4, 31\n\tv_mov_b32 v0, s5", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{1}},
		{"s_lshl_b64", "gfx908", "s_mov_b32 s4, 1\n\ts_mov_b32 s5, 0\n\ts_lshl_b64 s[6:7], s[4:5], 36\n\tv_mov_b32 v0, s7", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{16}},
		{"s_add_u32 carry", "gfx942", "s_mov_b32 s4, 1\n\ts_add_u32 s5, s4, -1\n\ts_addc_u32 s6, 0, 0\n\ts_or_b32 s6, s6, s5\n\tv_mov_b32 v0, s6", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{1}},
		{"s_add_co_u32 gfx12", "gfx1200", "s_mov_b32 s4, 2\n\ts_add_co_u32 s5, s4, 3\n\ts_add_co_ci_u32 s6, s5, 0\n\tv_mov_b32 v0, s6", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{5}},
		{"s_add_i32 overflow", "gfx1030", "s_mov_b32 s4, 0x7fffffff\n\ts_add_i32 s5, s4, 1\n\ts_cselect_b32 s6, 1, 0\n\ts_or_b32 s6, s6, s5\n\tv_mov_b32 v0, s6", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{0x80000001}},
		{"s_mul", "gfx942", "s_mov_b32 s4, 0x10001\n\ts_mul_i32 s5, s4, s4\n\ts_mul_hi_u32 s6, s4, s4\n\ts_lshl_b32 s6, s6, 24\n\ts_or_b32 s6, s6, s5\n\tv_mov_b32 v0, s6", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{0x01020001}},
		{"s_pack_lh", "gfx1100", "s_mov_b32 s4, 0x1234abcd\n\ts_mov_b32 s5, 0x5678ef01\n\ts_pack_lh_b32_b16 s6, s4, s5\n\tv_mov_b32 v0, s6", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{0x5678abcd}},
		{"s_min_i32", "gfx942", "s_mov_b32 s4, -1\n\ts_min_i32 s5, s4, 0\n\ts_cselect_b32 s6, 1, 0\n\ts_and_b32 s5, s5, 0xf0\n\ts_or_b32 s6, s6, s5\n\tv_mov_b32 v0, s6", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{0xf1}},
		{"s_max_u32", "gfx942", "s_mov_b32 s4, 3\n\ts_max_u32 s5, s4, 7\n\ts_cselect_b32 s6, 0x100, 0\n\ts_or_b32 s6, s6, s5\n\tv_mov_b32 v0, s6", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{7}},
		{"s_add_nc_u64", "gfx1200", "s_mov_b32 s4, -1\n\ts_mov_b32 s5, 0\n\ts_add_nc_u64 s[6:7], s[4:5], 1\n\tv_mov_b32 v0, s7", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{1}},
		{"s_mul_u64", "gfx1200", "s_mov_b32 s4, 0x10000\n\ts_mov_b32 s5, 0\n\ts_mul_u64 s[6:7], s[4:5], s[4:5]\n\tv_mov_b32 v0, s7", in3([]uint64{0}, []uint64{0}, []uint64{0}), []uint64{1}},
	} {
		t.Run(c.name, func(t *testing.T) {
			require.Equal(t, c.want, run3(t, c.gen, c.body, c.in), c.body)
		})
	}
}

// TestGlobalWide: 3- and 4-dword global loads and stores move consecutive
// dwords, and a load whose destination overlaps its address registers
// reads the address first.
func TestGlobalWide(t *testing.T) {
	for _, gen := range []string{"gfx942", "gfx1100", "gfx1200"} {
		ld, st := "global_load_dwordx4", "global_store_dwordx3"
		if gen != "gfx942" {
			ld, st = "global_load_b128", "global_store_b96"
		}
		code, err := ParseText(mustGen(t, gen), "w.s", []byte("k:\n\t"+ld+" v[0:3], v[0:1], off\n\t"+st+" v[4:5], v[0:2], off\n\ts_endpgm\n"))
		require.NoError(t, err)
		m := NewMachine(code.Gen, DefaultMode(), 1, false)
		mem := make([]byte, 32)
		for i := range mem {
			mem[i] = byte(i)
		}
		m.Mem = &Memory{}
		require.NoError(t, m.Mem.Map(0x10000, mem, "buf"))
		m.SetVGPR(0, []uint32{0x10000})
		m.SetVGPR(1, []uint32{0})
		m.SetVGPR(4, []uint32{0x10010})
		m.SetVGPR(5, []uint32{0})
		m.SetSGPR(126, 0, 1)
		if m.WaveSize() == 64 {
			m.SetSGPR(127, 0, 0)
		}
		stop, err := m.Run(code.Insts)
		require.NoError(t, err, gen)
		require.Equal(t, StopEndpgm, stop)
		require.Equal(t, []uint32{0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c}, []uint32{m.VGPRLanes(0)[0], m.VGPRLanes(1)[0], m.VGPRLanes(2)[0], m.VGPRLanes(3)[0]}, gen)
		require.Equal(t, mem[0:12], mem[16:28], "%s: the store writes v0..v2 at 16", gen)
	}
}

// TestSALUFloat runs GFX12's SALU float min/max (s_max_num_f32 …) on
// hand-worked values of their definitions (docs/reference/amdgpu.md §4.3:
// the V_ forms' rules on one scalar per wave): v0 and v1 of lane 0 are
// read into s4, s5, the result is moved to v0; SCC is unchanged.
func TestSALUFloat(t *testing.T) {
	const pre = "v_readfirstlane_b32 s4, v0\n\tv_readfirstlane_b32 s5, v1\n\t"
	one := func(a, b uint64) [][]uint64 { return [][]uint64{{a}, {b}, {0}} }
	for _, c := range []struct {
		name, body string
		in         [][]uint64
		want       uint64
	}{
		{"max_num", "s_max_num_f32 s6, s4, s5", one(0x3f800000, 0x3fc00000), 0x3fc00000},              // max(1, 1.5) = 1.5
		{"min_num", "s_min_num_f32 s6, s4, s5", one(0x3f800000, 0x3fc00000), 0x3f800000},              // min(1, 1.5) = 1
		{"max_num qnan", "s_max_num_f32 s6, s4, s5", one(0x7fc00000, 0xbf800000), 0xbf800000},         // a quiet NaN loses to −1
		{"min_num qnan", "s_min_num_f32 s6, s4, s5", one(0x40000000, 0x7fc00000), 0x40000000},         // … and to 2
		{"maximum qnan", "s_maximum_f32 s6, s4, s5", one(0x7fc00000, 0x3f800000), 0x7fc00000},         // maximum propagates NaN
		{"minimum signed zeros", "s_minimum_f32 s6, s4, s5", one(0x00000000, 0x80000000), 0x80000000}, // −0 < +0
		{"maximum signed zeros", "s_maximum_f32 s6, s4, s5", one(0x80000000, 0x00000000), 0x00000000},
		{"inline constant", "s_max_num_f32 s6, s4, 1.0", one(0xbf800000, 0), 0x3f800000},
		{"scc kept", "s_cmp_eq_u32 s4, s4\n\ts_max_num_f32 s6, s4, s5\n\ts_cselect_b32 s6, 7, 0", one(1, 2), 7},
	} {
		t.Run(c.name, func(t *testing.T) {
			require.Equal(t, []uint64{c.want}, run3(t, "gfx1200", pre+c.body+"\n\tv_mov_b32 v0, s6", c.in), c.body)
		})
	}
	code, err := ParseText(mustGen(t, "gfx1200"), "f16.s", []byte("\ts_mov_b32 s4, 0\n\ts_max_num_f16 s6, s4, s4\n"))
	require.NoError(t, err)
	_, err = NewMachine(code.Gen, DefaultMode(), 1, false).Run(code.Insts)
	require.ErrorContains(t, err, "f16.s:2:2: s_max_num_f16: scalar f16 instruction s_max_num_f16 is not supported")
}
