package audit

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/targets/amdgcn/amdexec"
	"github.com/lowerc/lowerc/verify/tv"
)

// TestAMDPackConversionsRefine: llc as the oracle of the AMD executor's
// v_cvt_pk_bf16_f32 and v_pack_b32_f16. @trunc_bits builds an f32 from two
// bf16 inputs (a in the top half, b in the bottom) and narrows it with
// fptrunc, which LangRef 19 defines as round to nearest even (package
// llinterp; the NaN by LangRef's NaN rules): llc-22 selects
// v_cvt_pk_bf16_f32 for it on gfx950, so every f32 the grid and random
// pairs make, ties and NaN payloads included, checks the rounding.
// v_or_b32_sdwa builds the f32 there. @wide_v2f16 (fptrunc of maxnum of
// fpext, per lane) widens the high halves with v_cvt_f32_f16_sdwa
// src0_sel:WORD_1 on gfx908, gfx942 and gfx1030 and packs with
// v_cvt_pk_f16_f32 on gfx950 and v_pack_b32_f16 on gfx1100 and gfx1200;
// @sel_uno selects with v_cndmask_b32_sdwa src1_sel:WORD_1 on gfx950. All
// must refine, and the code must hold the instruction under test.
func TestAMDPackConversionsRefine(t *testing.T) {
	oracle.Require(t, oracle.LLC)
	src := `define bfloat @trunc_bits(bfloat %a, bfloat %b) {
  %ia = bitcast bfloat %a to i16
  %ib = bitcast bfloat %b to i16
  %za = zext i16 %ia to i32
  %zb = zext i16 %ib to i32
  %hi = shl i32 %za, 16
  %w = or i32 %hi, %zb
  %f = bitcast i32 %w to float
  %r = fptrunc float %f to bfloat
  ret bfloat %r
}
define <2 x half> @wide_v2f16(<2 x half> %a, <2 x half> %b) {
  %x = fpext <2 x half> %a to <2 x float>
  %y = fpext <2 x half> %b to <2 x float>
  %m = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %x, <2 x float> %y)
  %r = fptrunc <2 x float> %m to <2 x half>
  ret <2 x half> %r
}
define <2 x half> @sel_uno(<2 x half> %a, <2 x half> %b) {
  %u = fcmp uno <2 x half> %a, %b
  %m = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %a, <2 x half> %b)
  %r = select <2 x i1> %u, <2 x half> <half 0xH7E00, half 0xH7E00>, <2 x half> %m
  ret <2 x half> %r
}
declare <2 x float> @llvm.maxnum.v2f32(<2 x float>, <2 x float>)
declare <2 x half> @llvm.maxnum.v2f16(<2 x half>, <2 x half>)
`
	for _, c := range []struct{ cpu, fn, want string }{
		{"gfx950", "trunc_bits", "v_cvt_pk_bf16_f32"},
		{"gfx950", "trunc_bits", "v_or_b32_sdwa"},
		{"gfx950", "wide_v2f16", "v_cvt_pk_f16_f32"},
		{"gfx950", "sel_uno", "v_cndmask_b32_sdwa"},
		{"gfx908", "wide_v2f16", "v_cvt_f32_f16_sdwa"},
		{"gfx942", "wide_v2f16", "v_cvt_f32_f16_sdwa"},
		{"gfx1030", "wide_v2f16", "v_cvt_f32_f16_sdwa"},
		{"gfx1100", "wide_v2f16", "v_pack_b32_f16"},
		{"gfx1200", "wide_v2f16", "v_pack_b32_f16"},
	} {
		if c.cpu == "gfx950" { // llc-19 does not know it
			oracle.Require(t, oracle.LLC22)
		}
		rep, err := Run("pack.ll", []byte(src), Options{Triple: "amdgcn-amd-amdhsa", CPU: c.cpu, Random: 20000, Seed: DefaultSeed, Func: c.fn,
			Targets: map[string]tv.Target{"amdgcn": amdexec.Target{}}})
		require.NoError(t, err)
		require.Len(t, rep.Funcs, 1)
		f := rep.Funcs[0]
		require.True(t, strings.Contains(f.Code, c.want), "%s @%s: llc no longer writes %s:\n%s", c.cpu, c.fn, c.want, f.Code)
		require.Equal(t, Refines, f.Verdict, "%s @%s: %s %+v\n%s", c.cpu, c.fn, f.Detail, f.Witnesses, f.Code)
		require.Greater(t, f.Tried, 20000)
	}
}
