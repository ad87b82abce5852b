package amdexec

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/verify/tv"
)

var fuzzGens = []string{"gfx908", "gfx942", "gfx1030", "gfx1100", "gfx1200"}

// runAny runs every symbol of code on a small machine with v0–v7 and
// s30/s31 defined; errors are expected, panics are bugs.
func runAny(t *testing.T, c *Code) {
	for _, s := range c.Syms {
		if s.Start < 0 || s.End > len(c.Insts) || s.Start > s.End {
			t.Fatalf("symbol %s has bad bounds [%d, %d) of %d", s.Name, s.Start, s.End, len(c.Insts))
		}
		for _, wave64 := range []bool{false, true} {
			m := NewMachine(c.Gen, s.Mode, 70, wave64)
			m.StepLimit = 5000 // fuzzed loops end here
			m.Mem = &Memory{}
			for r := 0; r < 8; r++ {
				lanes := m.DefineVGPR(r)
				for i := range lanes {
					lanes[i] = uint32(i*0x9e3779b9) ^ uint32(r)
				}
			}
			for w := 0; w < m.Waves(); w++ {
				m.SetSGPR(30, w, 0)
				m.SetSGPR(31, w, 0)
			}
			_, _ = m.Run(c.Insts[s.Start:s.End])
		}
	}
}

// FuzzParseText: the text front end never panics, and what it accepts
// runs (or fails with an error) without panicking.
func FuzzParseText(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "llc19", "*.s"))
	for _, p := range files {
		b, _ := os.ReadFile(p)
		f.Add(uint8(1), b)
	}
	for _, s := range []string{
		"v_max_f32 v0, v0, v1\ns_setpc_b64 s[30:31]\n",
		"f:\n v_pk_max_f16 v0, v0, v1 op_sel_hi:[1,0]\n v_cndmask_b32_e64 v0, v1, 1.0, s[4:5]\n",
		".amdhsa_kernel k\n.amdhsa_ieee_mode 0\n.end_amdhsa_kernel\nk: v_max3_f32 v0, v1, v2, v3\n s_endpgm\n",
		"v_dual_max_f32 v1, v1, v1 :: v_dual_max_f32 v0, v0, v0\n",
		"s_movk_i32 s0, 0x7fff\nv_add3_u32 v1, v1, v0, s0\nv_cvt_f16_f32 v2, v1\n",
		".amdgpu_metadata\n---\nx: 1\n", "lbl: lbl2: v_mov_b32 v0, v1", "v_mov_b32 v300, v1",
		"f:\n s_brev_b32 s4, -2\n v_bfi_b32 v0, s4, v0, v1\n s_or_b64 s[6:7], s[4:5], 1\n v_perm_b32 v0, v0, v1, 0x5040100\n s_setpc_b64 s[30:31]\n",
		"f:\n v_cmp_o_f16_sdwa vcc, v0, v1 src0_sel:WORD_1 src1_sel:WORD_1\n v_cmp_eq_u16_e32 vcc, 0x8000, v0\n v_cmp_lt_i16_e64 s[4:5], v0, v1\n v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]\n",
		"v_dual_mov_b32 v1, v2 :: v_dual_and_b32 v0, v0, v1\nv_dual_mov_b32 v1, v2 :: v_dual_lshlrev_b32 v0, 16, v1\n",
		"f:\n v_readfirstlane_b32 s4, v0\n s_cmp_eq_u32 s4, 1\n s_cbranch_scc1 .L1\n v_mov_b32 v0, 2\n s_branch .L2\n.L1:\n v_mov_b32 v0, 3\n.L2:\n s_setpc_b64 s[30:31]\n",
		"f:\n v_cmp_eq_u32_e32 vcc, 1, v0\n s_mov_b64 s[4:5], exec\n s_and_b64 exec, exec, vcc\n s_cbranch_execz .L1\n v_mov_b32 v0, 7\n.L1:\n s_or_b64 exec, exec, s[4:5]\n s_cbranch_vccnz .L1\n s_cbranch_execnz f\n s_cbranch_scc0 .L1\n s_cbranch_vccz .L1\n",
		"f:\n v_add_u32_sdwa v0, sext(v0), v1 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:WORD_1\n v_mov_b32_sdwa v9, v0 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0\n v_max_f16_sdwa v0, v0, -v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:BYTE_0\n",
		".L0:\n s_branch .L0\n", "s_branch .Lnone\n", "s_branch 1\n", "x:\nx:\n s_branch x\n",
		// llc-19's divergent ifs (divergent.ll): saveexec, xor, v_cmpx
		"f:\n v_cmp_nlt_f32_e32 vcc, 0, v0\n s_and_saveexec_b64 s[0:1], vcc\n s_xor_b64 s[0:1], exec, s[0:1]\n s_cbranch_execnz .L3\n.L1:\n s_andn2_saveexec_b64 s[0:1], s[0:1]\n s_cbranch_execz .L2\n v_max_f32_e32 v0, v1, v2\n.L2:\n s_or_b64 exec, exec, s[0:1]\n s_setpc_b64 s[30:31]\n.L3:\n v_min_f32_e32 v0, v1, v2\n s_branch .L1\n",
		"f:\n s_mov_b32 s4, exec_lo\n v_cmpx_lt_i32_e32 0, v0\n s_cbranch_execz .L1\n s_mov_b32 s5, exec_lo\n v_cmpx_le_i32_e64 v1, 4\n s_and_not1_saveexec_b32 s5, s5\n s_or_saveexec_b32 s6, s5\n s_xor_saveexec_b32 s7, s6\n s_or_b32 exec_lo, exec_lo, s5\n.L1:\n s_or_b32 exec_lo, exec_lo, s4\n s_setpc_b64 s[30:31]\n",
		"f:\n v_cmpx_eq_u32_e64 exec, v0, v1\n v_cmpx_ne_i32_e32 vcc, 1, v0\n s_xor_saveexec_b64 s[2:3], s[4:5]\n s_andn2_saveexec_b32 s0, s1\n",
		"f:\n v_cvt_f32_f16_sdwa v2, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1\n v_or_b32_sdwa v0, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0\n v_cvt_pk_bf16_f32 v0, v0, s0\n v_pack_b32_f16 v0, v0, v2\n v_cvt_pk_f16_f32 v0, v1, v2\n s_setpc_b64 s[30:31]\n",
	} {
		f.Add(uint8(3), []byte(s))
		f.Add(uint8(6), []byte(s))
		f.Add(uint8(8), []byte(s))
	}
	// gfx1200 (fuzzGens[4]): the SALU float min/max and a branch
	f.Add(uint8(4), []byte("f:\n v_readfirstlane_b32 s4, v0\n s_max_num_f32 s5, s4, 1.0\n s_minimum_f32 s6, s5, s4\n s_maximum_f32 s6, s6, s4\n s_min_num_f32 s6, s6, s4\n s_cmp_eq_u32 s6, 0\n s_cbranch_scc1 .L1\n s_max_num_f16 s6, s4, s4\n.L1:\n v_mov_b32 v0, s6\n s_setpc_b64 s[30:31]\n"))
	f.Fuzz(func(t *testing.T, g uint8, src []byte) {
		gen, err := amdgcn.ParseGeneration(fuzzGens[int(g)%len(fuzzGens)])
		if err != nil {
			t.Fatal(err)
		}
		c, err := ParseText(gen, "fuzz.s", src)
		if err != nil {
			return
		}
		runAny(t, c)
	})
}

// FuzzDecode: the byte decoder and ELF reader never panic, and decoded
// code runs (or fails with an error) without panicking.
func FuzzDecode(f *testing.F) {
	for _, w := range [][]byte{
		{0x01, 0x03, 0x02, 0x16, 0x1e, 0x1d, 0x80, 0xbe},                                                 // v_max_f32_e32 v1, v1, v1; s_setpc_b64 (gfx942)
		{0x00, 0x00, 0xff, 0xd1, 0x01, 0x05, 0x0e, 0x04},                                                 // v_add3_u32 (GFX9)
		{0x01, 0x03, 0x94, 0xca, 0x00, 0x01, 0x00, 0x01},                                                 // VOPD
		{0x00, 0x00, 0x6d, 0xd7, 0x01, 0x09, 0xfc, 0x03, 0xff, 0x7f},                                     // truncated literal
		{0xf9, 0x16, 0x04, 0x7e, 0x00, 0x06, 0x05, 0x00, 0x00, 0x00, 0x68, 0xd2, 0x00, 0x01, 0x00, 0x00}, // v_cvt_f32_f16_sdwa; v_cvt_pk_bf16_f32 (gfx950)
		{0xf9, 0x16, 0x04, 0x7e, 0x00},                                                                   // truncated SDWA dword
		{0x01, 0x00, 0x82, 0xbf, 0x00, 0x00, 0x80, 0xbf, 0xfe, 0xff, 0x85, 0xbf, 0x00, 0x00, 0x81, 0xbf}, // s_branch +1; s_nop; s_cbranch_scc1 -2; s_endpgm (GFX9)
		{0xf9, 0x02, 0x04, 0x7e, 0x00, 0x15, 0x04, 0x00, 0xf9, 0x02, 0x00, 0x68, 0x00, 0x06, 0x08, 0x06}, // v_mov_b32_sdwa WORD_1 PRESERVE; v_add_u32_sdwa sext (GFX9)
		{0xff, 0xff, 0xa0, 0xbf}, // s_branch to itself (GFX11)
		{0x05, 0x00, 0x88, 0xbf}, // s_cbranch_execz past the end
		[]byte("\x7fELF\x02\x01\x01"),
	} {
		for g := uint8(0); g < 5; g++ {
			f.Add(g, w)
		}
	}
	f.Fuzz(func(t *testing.T, g uint8, code []byte) {
		gen, err := amdgcn.ParseGeneration(fuzzGens[int(g)%len(fuzzGens)])
		if err != nil {
			t.Fatal(err)
		}
		c, err := Read(gen, "fuzz.bin", code)
		if err != nil {
			c, err = Decode(gen, "fuzz.bin", code)
			if err != nil {
				return
			}
		}
		runAny(t, c)
	})
}

// FuzzRunInputs: llc-19's functions run on any inputs without an error
// and give results of their type's width.
func FuzzRunInputs(f *testing.F) {
	f.Add(uint8(0), uint8(0), uint64(0x7f800001), uint64(0), uint64(0))
	f.Add(uint8(3), uint8(5), uint64(0xfc01), uint64(0x3c00), uint64(1))
	f.Add(uint8(4), uint8(9), uint64(1), uint64(0x8000000000000000), uint64(7))
	funcs := map[string][]tv.Func{}
	f.Fuzz(func(t *testing.T, g, k uint8, a, b, c uint64) {
		gen := llcGens[int(g)%len(llcGens)]
		fs, ok := funcs[gen]
		if !ok {
			fs = llcFuncs(t, gen, textFile)
			funcs[gen] = fs
		}
		fn := fs[int(k)%len(fs)]
		m := fn.Type().Mask()
		in := [][]uint64{{a & m}, {b & m}, {c & m}}[:fn.Arity()]
		out := make([]uint64, 1)
		if err := fn.Run(in, out); err != nil {
			t.Fatalf("%s %s: %v", gen, fn.Name(), err)
		}
		if out[0]&^m != 0 {
			t.Fatalf("%s %s: result %#x wider than %s", gen, fn.Name(), out[0], fn.Type())
		}
	})
}
