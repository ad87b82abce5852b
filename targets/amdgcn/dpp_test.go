package amdgcn

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// dppCases: lines and what llvm-mc-19 -show-encoding printed for them
// ("" where it reports an error); TestDPPCasesOracle re-runs the oracle.
var dppCases = []struct{ gen, line, want string }{
	{"gfx908", "v_max_f32 v1, v2, v3 quad_perm:[0,1,2,3]", "v_max_f32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x06,0x02,0x16,0x02,0xe4,0x00,0xff]"},
	{"gfx908", "v_max_f32_dpp v1, v2, v3 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:0", "v_max_f32_dpp v1, v2, v3 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1 ; encoding: [0xfa,0x06,0x02,0x16,0x02,0x01,0x09,0xa5]"},
	{"gfx942", "v_max_f32_dpp v1, -v2, |v3| row_mirror", "v_max_f32_dpp v1, -v2, |v3| row_mirror row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x06,0x02,0x16,0x02,0x40,0x91,0xff]"},
	{"gfx90a", "v_max_f32_dpp v1, v2, v3 wave_shl:1", "v_max_f32_dpp v1, v2, v3 wave_shl:1 row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x06,0x02,0x16,0x02,0x30,0x01,0xff]"},
	{"gfx908", "v_max_f32_dpp v1, v2, v3 row_bcast:15", "v_max_f32_dpp v1, v2, v3 row_bcast:15 row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x06,0x02,0x16,0x02,0x42,0x01,0xff]"},
	{"gfx908", "v_mov_b32_dpp v1, v2 row_ror:3", "v_mov_b32_dpp v1, v2 row_ror:3 row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x02,0x02,0x7e,0x02,0x23,0x01,0xff]"},
	{"gfx908", "v_max_f32_dpp v1, v2, v3 row_share:3 fi:1", ""},
	{"gfx908", "v_cmp_o_f32_dpp vcc, v2, v3 row_shl:2", ""},
	{"gfx1030", "v_max_f32_dpp v1, v2, v3 row_share:3 fi:1", "v_max_f32_dpp v1, v2, v3 row_share:3 row_mask:0xf bank_mask:0xf fi:1 ; encoding: [0xfa,0x06,0x02,0x20,0x02,0x53,0x05,0xff]"},
	{"gfx1030", "v_max_f32_dpp v1, v2, v3 row_xmask:3", "v_max_f32_dpp v1, v2, v3 row_xmask:3 row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x06,0x02,0x20,0x02,0x63,0x01,0xff]"},
	{"gfx1030", "v_max_f32 v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] fi:1", "v_max_f32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] fi:1 ; encoding: [0xea,0x06,0x02,0x20,0x02,0x77,0x39,0x05]"},
	{"gfx1030", "v_max_f32_dpp v1, v2, v3 wave_shl:1", ""},
	{"gfx1100", "v_max_f32_dpp v1, v2, v3 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:0", "v_max_f32_dpp v1, v2, v3 row_shl:1 row_mask:0xa bank_mask:0x5 ; encoding: [0xfa,0x06,0x02,0x20,0x02,0x01,0x01,0xa5]"},
	{"gfx1100", "v_cmp_o_f32_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3]", "v_cmp_o_f32 vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x06,0x2e,0x7c,0x02,0xe4,0x00,0xff]"},
	{"gfx1100", "v_cmp_o_f32_e64_dpp s4, v2, v3 quad_perm:[0,1,2,3]", "v_cmp_o_f32_e64_dpp s4, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0x04,0x00,0x17,0xd4,0xfa,0x06,0x02,0x00,0x02,0xe4,0x00,0xff]"},
	{"gfx1100", "v_max3_f32 v1, v2, v3, v4 dpp8:[0,1,2,3,4,5,6,7]", "v_max3_f32_e64_dpp v1, v2, v3, v4 dpp8:[0,1,2,3,4,5,6,7] ; encoding: [0x01,0x00,0x1c,0xd6,0xe9,0x06,0x12,0x04,0x02,0x88,0xc6,0xfa]"},
	{"gfx1100", "v_max_f32_e64_dpp v1, -v2, v3 clamp mul:2 quad_perm:[0,1,2,3]", "v_max_f32_e64_dpp v1, -v2, v3 clamp mul:2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0x01,0x80,0x10,0xd5,0xfa,0x06,0x02,0x28,0x02,0xe4,0x00,0xff]"},
	{"gfx1100", "v_max_f32_e64_dpp v1, v2, s3 quad_perm:[0,1,2,3]", ""},
	{"gfx1200", "v_max_num_f32_e64_dpp v1, v2, s3 quad_perm:[0,1,2,3]", "v_max_num_f32_e64_dpp v1, v2, s3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0x01,0x00,0x16,0xd5,0xfa,0x06,0x00,0x00,0x02,0xe4,0x00,0xff]"},
	{"gfx1200", "v_max_f32_dpp v1, v2, v3", ""},
	{"gfx1200", "v_max_f32_dpp v1, v2, v3 row_shl:0", ""},
}

func listingLine(t *testing.T, gen *Generation, line string) string {
	insts, err := Assemble(gen, "", []byte(line), nil)
	if err != nil || len(insts) != 1 {
		return ""
	}
	return strings.Join(strings.Fields(strings.TrimSpace(string(insts[0].AppendListing(nil, true)))), " ")
}

func TestDPPCases(t *testing.T) {
	for _, c := range dppCases {
		g, err := ParseGeneration(c.gen)
		require.NoError(t, err)
		assert.Equal(t, c.want, listingLine(t, g, c.line), "%s %s", c.gen, c.line)
		if c.want == "" {
			continue
		}
		// and the bytes disassemble to the same line
		insts, _ := Assemble(g, "", []byte(c.line), nil)
		d, n, err := Decode(g, insts[0].AppendEncoding(nil))
		require.NoError(t, err, "%s %s", c.gen, c.line)
		assert.Equal(t, insts[0].Size(), n)
		assert.Equal(t, c.want, strings.Join(strings.Fields(string(d.AppendListing(nil, true))), " "))
	}
}

func TestDPPCasesOracle(t *testing.T) {
	for _, c := range dppCases {
		g, err := ParseGeneration(c.gen)
		require.NoError(t, err)
		mc := oracle.Require(t, mcOracle(g))
		got := llvmAssemble(t, mc, g, []string{c.line})[0]
		assert.Equal(t, c.want, strings.Join(strings.Fields(got), " "), "llvm-mc %s %s", c.gen, c.line)
	}
}

// sdwaCases: as dppCases, for SDWA (llvm-mc-19 output).
var sdwaCases = []struct{ gen, line, want string }{
	{"gfx908", "v_max_f32_sdwa v1, v2, v3", "v_max_f32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x06,0x02,0x16,0x02,0x16,0x06,0x06]"},
	{"gfx942", "v_max_f32_sdwa v1, -v2, |v3| dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:BYTE_3", "v_max_f32_sdwa v1, -v2, |v3| dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:BYTE_3 ; encoding: [0xf9,0x06,0x02,0x16,0x02,0x08,0x15,0x23]"},
	{"gfx90a", "v_max_f32_sdwa v1, v2, v3 clamp mul:2", "v_max_f32_sdwa v1, v2, v3 clamp mul:2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x06,0x02,0x16,0x02,0x76,0x06,0x06]"},
	{"gfx908", "v_max_f32_sdwa v1, v2, s3", "v_max_f32_sdwa v1, v2, s3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x06,0x02,0x16,0x02,0x16,0x06,0x86]"},
	{"gfx908", "v_max_f32_sdwa v1, 1.0, v3", "v_max_f32_sdwa v1, 1.0, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x06,0x02,0x16,0xf2,0x16,0x86,0x06]"},
	{"gfx908", "v_max_i32_sdwa v1, sext(v2), v3", "v_max_i32_sdwa v1, sext(v2), v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x06,0x02,0x1a,0x02,0x16,0x0e,0x06]"},
	{"gfx908", "v_mov_b32_sdwa v1, v2 src0_sel:BYTE_1", "v_mov_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 ; encoding: [0xf9,0x02,0x02,0x7e,0x02,0x16,0x01,0x00]"},
	{"gfx908", "v_cmp_o_f32_sdwa s[4:5], v2, v3", "v_cmp_o_f32_sdwa s[4:5], v2, v3 src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x06,0x8e,0x7c,0x02,0x84,0x06,0x06]"},
	{"gfx1030", "v_cmp_o_f32_sdwa vcc_lo, v2, v3 src0_sel:WORD_1", "v_cmp_o_f32_sdwa vcc_lo, v2, v3 src0_sel:WORD_1 src1_sel:DWORD ; encoding: [0xf9,0x06,0x0e,0x7c,0x02,0x00,0x05,0x06]"},
	{"gfx1030", "v_cndmask_b32_sdwa v1, v2, v3, vcc_lo", "v_cndmask_b32_sdwa v1, v2, v3, vcc_lo dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x06,0x02,0x02,0x02,0x16,0x06,0x06]"},
	{"gfx1030", "v_max_u16_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD", ""},
	{"gfx1100", "v_max_f32_sdwa v1, v2, v3", ""},
}

func TestSDWACases(t *testing.T) {
	for _, c := range sdwaCases {
		g, err := ParseGeneration(c.gen)
		require.NoError(t, err)
		assert.Equal(t, c.want, listingLine(t, g, c.line), "%s %s", c.gen, c.line)
		if c.want == "" {
			continue
		}
		insts, _ := Assemble(g, "", []byte(c.line), nil)
		d, n, err := Decode(g, insts[0].AppendEncoding(nil))
		require.NoError(t, err, "%s %s", c.gen, c.line)
		assert.Equal(t, insts[0].Size(), n)
		assert.Equal(t, c.want, strings.Join(strings.Fields(string(d.AppendListing(nil, true))), " "))
	}
}

func TestSDWACasesOracle(t *testing.T) {
	for _, c := range sdwaCases {
		g, err := ParseGeneration(c.gen)
		require.NoError(t, err)
		mc := oracle.Require(t, mcOracle(g))
		got := llvmAssemble(t, mc, g, []string{c.line})[0]
		assert.Equal(t, c.want, strings.Join(strings.Fields(got), " "), "llvm-mc %s %s", c.gen, c.line)
	}
}
