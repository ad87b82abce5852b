package amdexec

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// sdwaCases are SDWA VOP1/VOP2 forms with hand-worked results of the ISA's
// selects (sdwavalu.go): inputs v0, v1, v2, result v0.
var sdwaCases = []struct {
	name, gen, inst, after string
	in                     [][]uint64
	want                   []uint64
}{
	// byte 1 of v0 (0xab) + word 1 of v1 (5)
	{"src selects", "gfx908", "v_add_u32_sdwa v0, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:WORD_1", "",
		[][]uint64{{0x1234abcd}, {0x00050000}, {0}}, []uint64{0xb0}},
	// sext(byte 0 = 0xff) = −1, + 10
	{"sext", "gfx908", "v_add_u32_sdwa v0, sext(v0), v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD", "",
		[][]uint64{{0x123456ff, 0x12345670}, {10, 10}, {0, 0}}, []uint64{9, 0x7a}},
	// v0's low word into v2's high word, v2's low word kept
	{"dst WORD_1 preserve", "gfx1030", "v_mov_b32_sdwa v2, v0 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0", "v_mov_b32 v0, v2",
		[][]uint64{{0xaaaa1234}, {0}, {0x5555cdef}}, []uint64{0x1234cdef}},
	// byte 0 of v1 into bits 23:16; bits 31:24 copy its top bit, 15:0 are 0
	{"dst BYTE_2 sext", "gfx908", "v_mov_b32_sdwa v0, v1 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_0", "",
		[][]uint64{{0xffffffff, 0xffffffff}, {0x180, 0x7f}, {0, 0}}, []uint64{0xff800000, 0x007f0000}},
	// (1 | 0x10002) & 0xffff into the high word, the low word 0
	{"dst WORD_1 pad", "gfx1030", "v_or_b32_sdwa v0, v0, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD", "",
		[][]uint64{{1}, {0x10002}, {0}}, []uint64{0x00030000}},
	// max_i16(sext(0xff) = −1, −2) = −1; without sext byte 1 is 255
	{"i16 sext byte", "gfx908", "v_max_i16_sdwa v0, sext(v0), v1 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:WORD_0", "",
		[][]uint64{{0x0000ff00}, {0x1234fffe}, {0}}, []uint64{0x0000ffff}},
	{"i16 byte", "gfx942", "v_max_i16_sdwa v0, v0, v1 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:WORD_0", "",
		[][]uint64{{0x0000ff00}, {0x1234fffe}, {0}}, []uint64{0x000000ff}},
	// max_f16(hi(v0) = −1.0, −(byte 0 of v1 = 0x0042, a subnormal)) =
	// 0x8042 into the high word, v0's low word kept
	{"f16 neg byte, dst WORD_1 preserve", "gfx908", "v_max_f16_sdwa v0, v0, -v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:BYTE_0", "",
		[][]uint64{{0xbc001234}, {0x12345642}, {0}}, []uint64{0x80421234}},
	// (byte 3 of v0 = 0x5a) | 0x100, low byte into bits 15:8, the rest of v0 kept
	{"dst BYTE_1 preserve", "gfx1030", "v_or_b32_sdwa v0, v0, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3 src1_sel:DWORD", "",
		[][]uint64{{0x5a000011}, {0x100}, {0}}, []uint64{0x5a005a11}},
}

// TestSDWAVALU runs the SDWA forms on their hand-worked values.
func TestSDWAVALU(t *testing.T) {
	for _, c := range sdwaCases {
		t.Run(c.name, func(t *testing.T) {
			body := c.inst
			if c.after != "" {
				body += "\n\t" + c.after
			}
			require.Equal(t, c.want, run3(t, c.gen, body, c.in), body)
		})
	}
	code, err := ParseText(mustGen(t, "gfx908"), "p.s", []byte("\tv_mov_b32_sdwa v5, v0 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0\n"))
	require.NoError(t, err)
	m := NewMachine(code.Gen, DefaultMode(), 2, false)
	m.SetVGPR(0, []uint32{1, 2})
	_, err = m.Run(code.Insts)
	require.ErrorContains(t, err, "p.s:1:2: v_mov_b32_sdwa: dst_unused:UNUSED_PRESERVE reads v5, which no input or instruction defined")
	// llvm-mc-19's v_max_f16_sdwa v0, v0, -v1 … src0_sel:WORD_1 with the
	// SRC0_SEXT bit (19) set, which the ISA defines for integers only:
	// package amdgcn's decoder refuses it (checkSDWAVALU would too)
	code, err = Decode(mustGen(t, "gfx908"), "s.bin", []byte{0xf9, 0x02, 0x00, 0x5a, 0x00, 0x15, 0x0d, 0x10})
	if err == nil {
		m = NewMachine(code.Gen, DefaultMode(), 1, false)
		m.SetVGPR(0, []uint32{1})
		m.SetVGPR(1, []uint32{1})
		_, err = m.Run(code.Insts)
	}
	require.ErrorContains(t, err, "sext")
}

// TestSDWAVALUBytes: llvm-mc-19's bytes of the SDWA forms above decode to
// the instruction the text gives (selects, sext, dst_unused), and run to
// the same results.
func TestSDWAVALUBytes(t *testing.T) {
	mc := oracle.Require(t, oracle.LLVMMC)
	for _, c := range sdwaCases {
		t.Run(c.name, func(t *testing.T) {
			g := mustGen(t, c.gen)
			out, err := oracle.Run(mc, []byte(c.inst+"\n"), "-triple=amdgcn-amd-amdhsa", "-mcpu="+c.gen, "-show-encoding")
			require.NoError(t, err)
			enc := encRe.FindStringSubmatch(string(out))
			require.NotNil(t, enc, "%s", out)
			var b []byte
			for _, x := range strings.Split(enc[1], ",") {
				v, err := strconv.ParseUint(x, 0, 8)
				require.NoError(t, err)
				b = append(b, byte(v))
			}
			dec, err := Decode(g, "x.bin", b)
			require.NoError(t, err)
			txt, err := ParseText(g, "x.s", []byte(c.inst+"\n"))
			require.NoError(t, err)
			require.Len(t, dec.Insts, 1)
			a, x := dec.Insts[0].A, txt.Insts[0].A
			require.Equal(t, x.String(), a.String())
			require.Equal(t, [4]uint8{x.DstSel, x.DstUnused, x.Src0Sel, x.Src1Sel}, [4]uint8{a.DstSel, a.DstUnused, a.Src0Sel, a.Src1Sel})
			require.Equal(t, [2]bool{x.Src[0].Sext, x.Src[1].Sext}, [2]bool{a.Src[0].Sext, a.Src[1].Sext})
		})
	}
}
