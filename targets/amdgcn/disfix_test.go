package amdgcn

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// disasmCases are llvm-mc -disassemble -show-encoding inputs and outputs,
// as llvm-mc-19 printed them (gfx950: llvm-mc-22); TestDisasmCasesOracle
// re-runs the oracle on them. errs lists the lines of the errors, in order.
var disasmCases = []struct {
	gen  string
	in   string
	want []string
	errs []int
}{
	// float inline constants on 16-bit integer operands print as f16 hex
	// values, and -show-encoding lists the bytes of that literal text
	{"gfx908", "0xf2,0x8a,0x71,0x5e", []string{"v_max_u16_e32 v56, 0x3c00, v197         ; encoding: [0xff,0x8a,0x71,0x5e,0x00,0x3c,0x00,0x00]"}, nil},
	{"gfx908", "0xf8,0x8a,0x71,0x5e", []string{"v_max_u16_e32 v56, 0x3118, v197         ; encoding: [0xff,0x8a,0x71,0x5e,0x18,0x31,0x00,0x00]"}, nil},
	// SDWA: code 255 in the SDWA dword and no literal dword (src0 with
	// sext, and src1 through vsrc1)
	{"gfx942", "0xf9,0x04,0x02,0x62,0xf0,0x05,0x88,0x06", []string{"v_min_u16_sdwa v1, sext(0x3800), v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD ; encoding: [0xf9,0x04,0x02,0x62,0xff,0x05,0x88,0x06]"}, nil},
	{"gfx908", "0xf9,0xe4,0x03,0x60,0x02,0x06,0x06,0x86", []string{"v_max_i16_sdwa v1, v2, 0x3c00 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0xfe,0x03,0x60,0x02,0x06,0x06,0x86]"}, nil},
	{"gfx950", "0xf9,0x04,0x02,0x60,0xf8,0x06,0x86,0x06", []string{"v_max_i16_sdwa v1, 0x3118, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x04,0x02,0x60,0xff,0x06,0x86,0x06]"}, nil},
	// GFX9 VOP3 has no literal dword: llvm-mc lists code 255 and no literal
	{"gfx908", "0x01,0x00,0x2f,0xd1,0xf2,0x06,0x02,0x00", []string{"v_max_u16_e64 v1, 0x3c00, v3            ; encoding: [0x01,0x00,0x2f,0xd1,0xff,0x06,0x02,0x00]"}, nil},
	{"gfx1100", "0x01,0x00,0x09,0xd7,0xf0,0x06,0x02,0x00", []string{"v_max_u16 v1, 0x3800, v3                ; encoding: [0x01,0x00,0x09,0xd7,0xff,0x06,0x02,0x00,0x00,0x38,0x00,0x00]"}, nil},
	{"gfx1100", "0x01,0x00,0x09,0xd7,0xf2,0x00,0x00,0x00", []string{"v_max_u16 v1, 0x3c00, s0                ; encoding: [0x01,0x00,0x09,0xd7,0xff,0x00,0x00,0x00,0x00,0x3c,0x00,0x00]"}, nil},
	// a VOP3 word outside the table (v_add_f32_e64, which llvm-mc prints):
	// the rest of the group is reported, not decoded from the wrong place
	{"gfx908", "0x01,0x00,0x01,0xd1,0x02,0x07,0x02,0x00\n0x02,0x07,0x02,0x16", nil, []int{1}},
	// a 4-byte word that no decoder reads: llvm-mc skips 4 bytes, so do we
	{"gfx942", "0xc1,0x04,0x0a,0x16\n0xff,0xff,0xff,0xff\n0x01,0x00,0x80,0xbf", []string{
		"v_max_f32_e32 v5, -1, v2                ; encoding: [0xc1,0x04,0x0a,0x16]",
		"s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]"}, []int{2}},
	// after a failed group, the next [ ] group is decoded again
	{"gfx908", "[0x01,0x00,0x01,0xd1,0x02,0x07,0x02,0x00]\n[0x02,0x07,0x02,0x16]", []string{
		"v_max_f32_e32 v1, v2, v3                ; encoding: [0x02,0x07,0x02,0x16]"}, []int{1}},
}

func TestDisasmCases(t *testing.T) {
	for _, c := range disasmCases {
		t.Run(c.gen+"/"+c.in, func(t *testing.T) {
			g, err := ParseGeneration(c.gen)
			require.NoError(t, err)
			for _, workers := range []int{1, 2} {
				var out bytes.Buffer
				err := DisassembleListing(&out, g, "d.txt", []byte(c.in+"\n"), true, workers)
				got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")[1:]
				want := make([]string, len(c.want))
				for i, w := range c.want {
					want[i] = "\t" + w
				}
				if len(want) == 0 {
					want = []string{}
				}
				assert.Equal(t, want, got)
				var lines []int
				if el, ok := err.(ErrorList); ok {
					for _, e := range el {
						lines = append(lines, e.Pos.Line)
						assert.True(t, strings.HasPrefix(e.Msg, "invalid instruction encoding"), e.Msg)
					}
				} else {
					require.NoError(t, err)
				}
				assert.Equal(t, c.errs, lines)
			}
			// the raw-bytes API stops at the same place
			insts, _ := DisassembleText(g, "d.txt", []byte(c.in))
			assert.Len(t, insts, len(c.want))
		})
	}
}

// TestDisasmCasesOracle checks disasmCases against llvm-mc.
func TestDisasmCasesOracle(t *testing.T) {
	for _, c := range disasmCases {
		g, err := ParseGeneration(c.gen)
		require.NoError(t, err)
		mc := oracle.Require(t, mcOracle(g))
		cmd := exec.Command(mc, "-triple=amdgcn", "-mcpu="+c.gen, "-disassemble", "-show-encoding")
		cmd.Stdin = strings.NewReader(c.in + "\n")
		var o, e bytes.Buffer
		cmd.Stdout, cmd.Stderr = &o, &e
		_ = cmd.Run()
		got := strings.Split(strings.TrimSuffix(o.String(), "\n"), "\n")
		if got[0] == "\t.text" { // llvm-mc-22 prints no .text line
			got = got[1:]
		}
		// where we stop, llvm-mc prints what it knows: our lines are a
		// subsequence of its lines
		k := 0
		for _, l := range got {
			if k < len(c.want) && l == "\t"+c.want[k] {
				k++
			}
		}
		assert.Equal(t, len(c.want), k, "%s %q: llvm-mc printed %q", c.gen, c.in, got)
	}
}
