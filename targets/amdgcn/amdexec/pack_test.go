package amdexec

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// TestPackEncodings: v_pack_b32_f16 (llvm-mc-19: gfx908, gfx942, gfx1030,
// gfx1100, gfx1200), v_cvt_pk_bf16_f32 and v_cvt_pk_f16_f32 (llvm-mc-22:
// gfx950), and v_cvt_f32_f16_sdwa (llvm-mc-19: gfx908, gfx942, gfx1030) as the
// assembler encodes them decode to the instruction the text parses to;
// v_cvt_pk_bf16_f32 is refused on gfx942, in text and in bytes, as
// llvm-mc-22 refuses it.
func TestPackEncodings(t *testing.T) {
	for _, c := range []struct {
		mc, cpu string
		lines   []string
	}{
		{oracle.LLVMMC, "gfx908", []string{"v_pack_b32_f16 v0, v0, v1", "v_pack_b32_f16 v5, s2, v3", "v_cvt_f32_f16_sdwa v2, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1"}},
		{oracle.LLVMMC, "gfx942", []string{"v_pack_b32_f16 v0, v0, v1", "v_cvt_f32_f16_sdwa v7, s3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0"}},
		{oracle.LLVMMC, "gfx1030", []string{"v_pack_b32_f16 v0, v0, v1", "v_cvt_f32_f16_sdwa v1, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1"}},
		{oracle.LLVMMC, "gfx1100", []string{"v_pack_b32_f16 v0, v2, v1"}},
		{oracle.LLVMMC, "gfx1200", []string{"v_pack_b32_f16 v0, v0, v1"}},
		{oracle.LLVMMC22, "gfx950", []string{"v_cvt_pk_bf16_f32 v0, v0, s0", "v_cvt_pk_bf16_f32 v3, v1, v2", "v_pack_b32_f16 v0, v0, v1", "v_cvt_pk_f16_f32 v0, v0, v2"}},
	} {
		mc := oracle.Require(t, c.mc)
		g, err := amdgcn.ParseGeneration(c.cpu)
		require.NoError(t, err)
		out, err := oracle.Run(mc, []byte(strings.Join(c.lines, "\n")+"\n"), "-triple=amdgcn-amd-amdhsa", "-mcpu="+c.cpu, "-show-encoding")
		require.NoError(t, err, c.cpu)
		encs := encRe.FindAllStringSubmatch(string(out), -1)
		require.Len(t, encs, len(c.lines), "%s: %s", c.cpu, out)
		for i, l := range c.lines {
			var code []byte
			for _, b := range strings.Split(encs[i][1], ",") {
				v, err := strconv.ParseUint(strings.TrimSpace(b), 0, 8)
				require.NoError(t, err)
				code = append(code, byte(v))
			}
			dec, err := Decode(g, "x.bin", code)
			require.NoError(t, err, "%s: %s", c.cpu, l)
			txt, err := ParseText(g, "x.s", []byte(l+"\n"))
			require.NoError(t, err, "%s: %s", c.cpu, l)
			require.Len(t, dec.Insts, 1)
			require.Equal(t, txt.Insts[0].String(), dec.Insts[0].String(), "%s: %s", c.cpu, l)
			require.Equal(t, txt.Insts[0].A.Src0Sel, dec.Insts[0].A.Src0Sel, "%s: %s", c.cpu, l)
			require.Equal(t, txt.Insts[0].A.Src[0], dec.Insts[0].A.Src[0], "%s: %s", c.cpu, l)
		}
	}
	mc22 := oracle.Require(t, oracle.LLVMMC22)
	_, err := oracle.Run(mc22, []byte("v_cvt_pk_bf16_f32 v0, v1, v2\n"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-show-encoding")
	require.ErrorContains(t, err, "not supported on this GPU")
	g942, _ := amdgcn.ParseGeneration("gfx942")
	_, err = ParseText(g942, "x.s", []byte("v_cvt_pk_bf16_f32 v0, v1, v2\n"))
	require.ErrorContains(t, err, "x.s:1:1: ")
	require.ErrorContains(t, err, "v_cvt_pk_bf16_f32")
	_, err = Decode(g942, "x.bin", []byte{0x03, 0x00, 0x68, 0xd2, 0x01, 0x05, 0x02, 0x00})
	require.Error(t, err)
}

// TestBF16RNE: the rounding of v_cvt_pk_bf16_f32, from the definition of
// round to nearest even on the dropped half (ties at 0x8000 go to the
// even kept half), and the NaN rule shared with f32to16.
func TestBF16RNE(t *testing.T) {
	for _, c := range []struct {
		x    uint32
		ieee bool
		want uint16
	}{
		{0x3f800000, true, 0x3f80},  // 1.0 exact
		{0x3f808000, true, 0x3f80},  // tie, even kept half stays
		{0x3f818000, true, 0x3f82},  // tie, odd kept half rounds up
		{0x3f808001, true, 0x3f81},  // above the tie
		{0x3f807fff, true, 0x3f80},  // below the tie
		{0xbf80c000, true, 0xbf81},  // negative rounds by magnitude
		{0x7f7fffff, true, 0x7f80},  // max finite rounds to +Inf
		{0xff7f8000, true, 0xff80},  // tie with odd kept half: to −Inf
		{0x7f800000, true, 0x7f80},  // Inf exact
		{0x00000001, true, 0x0000},  // smallest subnormal rounds to +0
		{0x80008000, true, 0x8000},  // tie of a subnormal, even: −0
		{0x00018000, true, 0x0002},  // tie of a subnormal, odd: up
		{0x7fc00000, true, 0x7fc0},  // qNaN
		{0x7f800001, true, 0x7fc0},  // sNaN, payload below the kept bits: quiet
		{0xff810000, true, 0xffc1},  // sNaN with a kept payload: quieted in IEEE mode
		{0xff810000, false, 0xff81}, // kept unquieted outside IEEE mode
		{0x7f800001, false, 0x7fc0}, // a zero kept payload is quieted (not Inf)
	} {
		require.Equal(t, c.want, bf16rne(c.x, c.ieee), "%#x ieee=%v", c.x, c.ieee)
	}
}
