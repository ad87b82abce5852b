package amdgcn

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// impliedVCCCases: compares written without their destination (VCC implied,
// docs/reference/amdgpu.md §3.11), the listing llvm-mc-19 -show-encoding
// printed for each ("" where it reported an error); TestImpliedVCCOracle
// re-runs the oracle on them.
var impliedVCCCases = []struct{ gen, line, want string }{
	{"gfx908", "v_cmp_ne_u32 v1, v2", "v_cmp_ne_u32_e32 vcc, v1, v2 ; encoding: [0x01,0x05,0x9a,0x7d]"},
	{"gfx908", "v_cmp_ne_u32_e32 v1, v2", "v_cmp_ne_u32_e32 vcc, v1, v2 ; encoding: [0x01,0x05,0x9a,0x7d]"},
	{"gfx908", "v_cmp_lt_f16 v1, v2", "v_cmp_lt_f16_e32 vcc, v1, v2 ; encoding: [0x01,0x05,0x42,0x7c]"},
	{"gfx908", "v_cmp_lt_f32 s1, v2", "v_cmp_lt_f32_e32 vcc, s1, v2 ; encoding: [0x01,0x04,0x82,0x7c]"},
	{"gfx908", "v_cmp_lt_f32 1.0, v2", "v_cmp_lt_f32_e32 vcc, 1.0, v2 ; encoding: [0xf2,0x04,0x82,0x7c]"},
	{"gfx908", "v_cmp_gt_i32 0x1234, v2", "v_cmp_gt_i32_e32 vcc, 0x1234, v2 ; encoding: [0xff,0x04,0x88,0x7d,0x34,0x12,0x00,0x00]"},
	{"gfx908", "v_cmp_ne_u32 v1, s2", ""},
	{"gfx908", "v_cmp_lt_f32 -v1, v2", ""},
	{"gfx908", "v_cmp_lt_f32 v1, v2 clamp", ""},
	{"gfx908", "v_cmp_ne_u32_e64 v1, v2", ""},
	{"gfx908", "v_cmp_ne_u32_sdwa v1, v2", ""},
	{"gfx908", "v_cmp_ne_u32 v1", ""},
	{"gfx908", "v_cmpx_ne_u32 v1, v2", "v_cmpx_ne_u32_e32 vcc, v1, v2 ; encoding: [0x01,0x05,0xba,0x7d]"},
	{"gfx908", "v_cmpx_lt_f32_e32 v1, v2", "v_cmpx_lt_f32_e32 vcc, v1, v2 ; encoding: [0x01,0x05,0xa2,0x7c]"},
	{"gfx908", "v_cmpx_lt_f32 -v1, v2", ""},
	{"gfx908", "v_cmpx_ne_u32_e64 v1, v2", ""},
	{"gfx908", "v_cmp_ne_u32_dpp v1, v2 quad_perm:[0,1,2,3]", ""},
	{"gfx942", "v_cmp_ne_u32 v1, v2", "v_cmp_ne_u32_e32 vcc, v1, v2 ; encoding: [0x01,0x05,0x9a,0x7d]"},
	{"gfx942", "v_cmp_ne_u32_e32 v1, v2", "v_cmp_ne_u32_e32 vcc, v1, v2 ; encoding: [0x01,0x05,0x9a,0x7d]"},
	{"gfx942", "v_cmp_lt_f16 v1, v2", "v_cmp_lt_f16_e32 vcc, v1, v2 ; encoding: [0x01,0x05,0x42,0x7c]"},
	{"gfx942", "v_cmp_lt_f32 s1, v2", "v_cmp_lt_f32_e32 vcc, s1, v2 ; encoding: [0x01,0x04,0x82,0x7c]"},
	{"gfx942", "v_cmp_lt_f32 1.0, v2", "v_cmp_lt_f32_e32 vcc, 1.0, v2 ; encoding: [0xf2,0x04,0x82,0x7c]"},
	{"gfx942", "v_cmp_gt_i32 0x1234, v2", "v_cmp_gt_i32_e32 vcc, 0x1234, v2 ; encoding: [0xff,0x04,0x88,0x7d,0x34,0x12,0x00,0x00]"},
	{"gfx942", "v_cmp_ne_u32 v1, s2", ""},
	{"gfx942", "v_cmp_lt_f32 -v1, v2", ""},
	{"gfx942", "v_cmp_lt_f32 v1, v2 clamp", ""},
	{"gfx942", "v_cmp_ne_u32_e64 v1, v2", ""},
	{"gfx942", "v_cmp_ne_u32_sdwa v1, v2", ""},
	{"gfx942", "v_cmp_ne_u32 v1", ""},
	{"gfx942", "v_cmpx_ne_u32 v1, v2", "v_cmpx_ne_u32_e32 vcc, v1, v2 ; encoding: [0x01,0x05,0xba,0x7d]"},
	{"gfx942", "v_cmpx_lt_f32_e32 v1, v2", "v_cmpx_lt_f32_e32 vcc, v1, v2 ; encoding: [0x01,0x05,0xa2,0x7c]"},
	{"gfx942", "v_cmpx_lt_f32 -v1, v2", ""},
	{"gfx942", "v_cmpx_ne_u32_e64 v1, v2", ""},
	{"gfx942", "v_cmp_ne_u32_dpp v1, v2 quad_perm:[0,1,2,3]", ""},
	{"gfx1030", "v_cmp_ne_u32 v1, v2", "v_cmp_ne_u32_e32 vcc_lo, v1, v2 ; encoding: [0x01,0x05,0x8a,0x7d]"},
	{"gfx1030", "v_cmp_ne_u32_e32 v1, v2", "v_cmp_ne_u32_e32 vcc_lo, v1, v2 ; encoding: [0x01,0x05,0x8a,0x7d]"},
	{"gfx1030", "v_cmp_lt_f16 v1, v2", "v_cmp_lt_f16_e32 vcc_lo, v1, v2 ; encoding: [0x01,0x05,0x92,0x7d]"},
	{"gfx1030", "v_cmp_lt_f32 s1, v2", "v_cmp_lt_f32_e32 vcc_lo, s1, v2 ; encoding: [0x01,0x04,0x02,0x7c]"},
	{"gfx1030", "v_cmp_lt_f32 1.0, v2", "v_cmp_lt_f32_e32 vcc_lo, 1.0, v2 ; encoding: [0xf2,0x04,0x02,0x7c]"},
	{"gfx1030", "v_cmp_gt_i32 0x1234, v2", "v_cmp_gt_i32_e32 vcc_lo, 0x1234, v2 ; encoding: [0xff,0x04,0x08,0x7d,0x34,0x12,0x00,0x00]"},
	{"gfx1030", "v_cmp_ne_u32 v1, s2", ""},
	{"gfx1030", "v_cmp_lt_f32 -v1, v2", ""},
	{"gfx1030", "v_cmp_lt_f32 v1, v2 clamp", ""},
	{"gfx1030", "v_cmp_ne_u32_e64 v1, v2", ""},
	{"gfx1030", "v_cmp_ne_u32_sdwa v1, v2", ""},
	{"gfx1030", "v_cmp_ne_u32 v1", ""},
	{"gfx1030", "v_cmpx_ne_u32 v1, v2", "v_cmpx_ne_u32_e32 v1, v2 ; encoding: [0x01,0x05,0xaa,0x7d]"},
	{"gfx1030", "v_cmpx_lt_f32_e32 v1, v2", "v_cmpx_lt_f32_e32 v1, v2 ; encoding: [0x01,0x05,0x22,0x7c]"},
	{"gfx1030", "v_cmpx_lt_f32 -v1, v2", "v_cmpx_lt_f32_e64 -v1, v2 ; encoding: [0x7e,0x00,0x11,0xd4,0x01,0x05,0x02,0x20]"},
	{"gfx1030", "v_cmpx_ne_u32_e64 v1, v2", "v_cmpx_ne_u32_e64 v1, v2 ; encoding: [0x7e,0x00,0xd5,0xd4,0x01,0x05,0x02,0x00]"},
	{"gfx1030", "v_cmp_ne_u32_dpp v1, v2 quad_perm:[0,1,2,3]", ""},
	{"gfx1100", "v_cmp_ne_u32 v1, v2", "v_cmp_ne_u32_e32 vcc_lo, v1, v2 ; encoding: [0x01,0x05,0x9a,0x7c]"},
	{"gfx1100", "v_cmp_ne_u32_e32 v1, v2", "v_cmp_ne_u32_e32 vcc_lo, v1, v2 ; encoding: [0x01,0x05,0x9a,0x7c]"},
	{"gfx1100", "v_cmp_lt_f16 v1, v2", "v_cmp_lt_f16_e32 vcc_lo, v1, v2 ; encoding: [0x01,0x05,0x02,0x7c]"},
	{"gfx1100", "v_cmp_lt_f32 s1, v2", "v_cmp_lt_f32_e32 vcc_lo, s1, v2 ; encoding: [0x01,0x04,0x22,0x7c]"},
	{"gfx1100", "v_cmp_lt_f32 1.0, v2", "v_cmp_lt_f32_e32 vcc_lo, 1.0, v2 ; encoding: [0xf2,0x04,0x22,0x7c]"},
	{"gfx1100", "v_cmp_gt_i32 0x1234, v2", "v_cmp_gt_i32_e32 vcc_lo, 0x1234, v2 ; encoding: [0xff,0x04,0x88,0x7c,0x34,0x12,0x00,0x00]"},
	{"gfx1100", "v_cmp_ne_u32 v1, s2", ""},
	{"gfx1100", "v_cmp_lt_f32 -v1, v2", ""},
	{"gfx1100", "v_cmp_lt_f32 v1, v2 clamp", ""},
	{"gfx1100", "v_cmp_ne_u32_e64 v1, v2", ""},
	{"gfx1100", "v_cmp_ne_u32_sdwa v1, v2", ""},
	{"gfx1100", "v_cmp_ne_u32 v1", ""},
	{"gfx1100", "v_cmpx_ne_u32 v1, v2", "v_cmpx_ne_u32_e32 v1, v2 ; encoding: [0x01,0x05,0x9a,0x7d]"},
	{"gfx1100", "v_cmpx_lt_f32_e32 v1, v2", "v_cmpx_lt_f32_e32 v1, v2 ; encoding: [0x01,0x05,0x22,0x7d]"},
	{"gfx1100", "v_cmpx_lt_f32 -v1, v2", "v_cmpx_lt_f32_e64 -v1, v2 ; encoding: [0x7e,0x00,0x91,0xd4,0x01,0x05,0x02,0x20]"},
	{"gfx1100", "v_cmpx_ne_u32_e64 v1, v2", "v_cmpx_ne_u32_e64 v1, v2 ; encoding: [0x7e,0x00,0xcd,0xd4,0x01,0x05,0x02,0x00]"},
	{"gfx1100", "v_cmp_ne_u32_dpp v1, v2 quad_perm:[0,1,2,3]", "v_cmp_ne_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x04,0x9a,0x7c,0x01,0xe4,0x00,0xff]"},
	{"gfx1200", "v_cmp_ne_u32 v1, v2", "v_cmp_ne_u32_e32 vcc_lo, v1, v2 ; encoding: [0x01,0x05,0x9a,0x7c]"},
	{"gfx1200", "v_cmp_ne_u32_e32 v1, v2", "v_cmp_ne_u32_e32 vcc_lo, v1, v2 ; encoding: [0x01,0x05,0x9a,0x7c]"},
	{"gfx1200", "v_cmp_lt_f16 v1, v2", "v_cmp_lt_f16_e32 vcc_lo, v1, v2 ; encoding: [0x01,0x05,0x02,0x7c]"},
	{"gfx1200", "v_cmp_lt_f32 s1, v2", "v_cmp_lt_f32_e32 vcc_lo, s1, v2 ; encoding: [0x01,0x04,0x22,0x7c]"},
	{"gfx1200", "v_cmp_lt_f32 1.0, v2", "v_cmp_lt_f32_e32 vcc_lo, 1.0, v2 ; encoding: [0xf2,0x04,0x22,0x7c]"},
	{"gfx1200", "v_cmp_gt_i32 0x1234, v2", "v_cmp_gt_i32_e32 vcc_lo, 0x1234, v2 ; encoding: [0xff,0x04,0x88,0x7c,0x34,0x12,0x00,0x00]"},
	{"gfx1200", "v_cmp_ne_u32 v1, s2", ""},
	{"gfx1200", "v_cmp_lt_f32 -v1, v2", ""},
	{"gfx1200", "v_cmp_lt_f32 v1, v2 clamp", ""},
	{"gfx1200", "v_cmp_ne_u32_e64 v1, v2", ""},
	{"gfx1200", "v_cmp_ne_u32_sdwa v1, v2", ""},
	{"gfx1200", "v_cmp_ne_u32 v1", ""},
	{"gfx1200", "v_cmpx_ne_u32 v1, v2", "v_cmpx_ne_u32_e32 v1, v2 ; encoding: [0x01,0x05,0x9a,0x7d]"},
	{"gfx1200", "v_cmpx_lt_f32_e32 v1, v2", "v_cmpx_lt_f32_e32 v1, v2 ; encoding: [0x01,0x05,0x22,0x7d]"},
	{"gfx1200", "v_cmpx_lt_f32 -v1, v2", "v_cmpx_lt_f32_e64 -v1, v2 ; encoding: [0x7e,0x00,0x91,0xd4,0x01,0x05,0x02,0x20]"},
	{"gfx1200", "v_cmpx_ne_u32_e64 v1, v2", "v_cmpx_ne_u32_e64 v1, v2 ; encoding: [0x7e,0x00,0xcd,0xd4,0x01,0x05,0x02,0x00]"},
	{"gfx1200", "v_cmp_ne_u32_dpp v1, v2 quad_perm:[0,1,2,3]", "v_cmp_ne_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x04,0x9a,0x7c,0x01,0xe4,0x00,0xff]"},
}

func TestImpliedVCC(t *testing.T) {
	for _, c := range impliedVCCCases {
		g, err := ParseGeneration(c.gen)
		require.NoError(t, err)
		assert.Equal(t, c.want, listingLine(t, g, c.line), "%s %s", c.gen, c.line)
	}
}

// TestImpliedVCCErrors: a line llvm-mc-19 rejects gets a positioned error
// (at the first operand where the implied e32 form cannot take it).
func TestImpliedVCCErrors(t *testing.T) {
	g, err := ParseGeneration("gfx942")
	require.NoError(t, err)
	for _, c := range []struct {
		line string
		col  int
		msg  string
	}{
		{"v_cmp_ne_u32 v1, s2", 14, "without a destination is the e32 form writing VCC, which needs a VGPR as its second source"},
		{"v_cmp_lt_f32 -v1, v2", 14, "without a destination is the e32 form writing VCC, which accepts no abs/neg source modifiers"},
		{"v_cmp_ne_u32_e64 v1, v2", 22, "takes 3 operands, got 2"},
	} {
		_, err := Assemble(g, "x.s", []byte(c.line), nil)
		require.Error(t, err, c.line)
		assert.Contains(t, err.Error(), c.msg, c.line)
		assert.Contains(t, err.Error(), "x.s:1:"+itoa(c.col)+":", c.line)
	}
}

func TestImpliedVCCOracle(t *testing.T) {
	for _, c := range impliedVCCCases {
		g, err := ParseGeneration(c.gen)
		require.NoError(t, err)
		mc := oracle.Require(t, mcOracle(g))
		got := llvmAssemble(t, mc, g, []string{c.line})[0]
		assert.Equal(t, c.want, strings.Join(strings.Fields(got), " "), "llvm-mc %s %s", c.gen, c.line)
	}
}
