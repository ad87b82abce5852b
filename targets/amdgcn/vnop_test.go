package amdgcn

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// v_nop (docs/reference/amdgpu.md §3.12). The generations of the cases:
// one or two per family, gfx950 against llvm-mc-22.
var vnopGens = []string{"gfx908", "gfx90a", "gfx942", "gfx950", "gfx1010", "gfx1030", "gfx1100", "gfx1150", "gfx1200", "gfx1201"}

const (
	vnopE32    = "v_nop ; encoding: [0x00,0x00,0x00,0x7e]"
	vnopE64GFX = "v_nop ; encoding: [0x00,0x00,0x40,0xd1,0x00,0x00,0x00,0x00]"
	vnopE64New = "v_nop ; encoding: [0x00,0x00,0x80,0xd5,0x00,0x00,0x00,0x00]"
)

// vnopAsmCases: lines and the listing llvm-mc-19 -show-encoding prints for
// them (gfx950: llvm-mc-22), "" where it reports an error; col and msg are
// where and what lowerc reports then (llvm-mc-19's column and the start of
// its message). TestVNopOracle re-runs the oracle on them.
func vnopAsmCases(gen *Generation) []struct {
	line, want string
	col        int
	msg        string
} {
	e64 := vnopE64New
	if gen.Family == GFX9 {
		e64 = vnopE64GFX
	}
	cs := []struct {
		line, want string
		col        int
		msg        string
	}{
		{"v_nop", vnopE32, 0, ""},
		{"v_nop_e32", vnopE32, 0, ""},
		{"v_nop_e64", e64, 0, ""},
		{"  v_nop ; a comment", vnopE32, 0, ""},
		{"v_nop v1", "", 7, "invalid operand for instruction"},
		{"v_nop 0", "", 7, "invalid operand for instruction"},
		{"v_nop v1, v2", "", 7, "invalid operand for instruction"},
		{"v_nop_e64 v1", "", 11, "invalid operand for instruction"},
		{"v_nop clamp", "", 7, "invalid operand for instruction"},
		{"v_nop_e64 clamp", "", 11, "invalid operand for instruction"},
		{"v_nop_e32 clamp", "", 11, "invalid operand for instruction"},
		{"v_nop mul:2", "", 7, "not a valid operand"},
		{"v_nop_e64 mul:2", "", 11, "not a valid operand"},
		{"v_nop div:2", "", 7, "not a valid operand"},
		{"v_nop op_sel:[0,0]", "", 7, "not a valid operand"},
		{"v_nop_e64 op_sel:[0,0]", "", 11, "not a valid operand"},
		{"v_nop neg_lo:[0,0]", "", 7, "not a valid operand"},
		{"v_nop dst_sel:DWORD", "", 7, "not a valid operand"},
		{"v_nop offset:4", "", 7, "not a valid operand"},
		{"v_nop sc0", "", 7, "invalid operand for instruction"},
		{"v_nop_e32 quad_perm:[0,1,2,3]", "", 11, "invalid operand for instruction"},
		{"v_nop_e64 quad_perm:[0,1,2,3]", "", 11, "invalid operand for instruction"},
		{"v_nop_e64_dpp quad_perm:[0,1,2,3]", "", 1, "e64_dpp variant of this instruction is not supported"},
	}
	if gen.Family >= GFX11 {
		// GFX11+ has no DPP or SDWA v_nop
		cs[20].msg, cs[21].msg = "not a valid operand", "not a valid operand"
		cs = append(cs, []struct {
			line, want string
			col        int
			msg        string
		}{
			{"v_nop_sdwa", "", 1, "sdwa variant of this instruction is not supported"},
			{"v_nop_dpp quad_perm:[0,1,2,3]", "", 1, "dpp variant of this instruction is not supported"},
			{"v_nop quad_perm:[0,1,2,3]", "", 7, "not a valid operand"},
		}...)
	}
	return cs
}

// vnopOutside: lines llvm-mc-19 assembles on GFX9 and GFX10 (the DPP and
// SDWA forms of v_nop) that are outside lowerc's table: an error naming
// that, at llvm-mc's instruction (or, for the unsuffixed DPP line, first
// modifier) column. TestVNopOracle checks that llvm-mc accepts them.
var vnopOutside = []struct {
	line string
	col  int
}{
	{"v_nop_sdwa", 1},
	{"v_nop_dpp quad_perm:[0,1,2,3]", 1},
	{"v_nop_dpp row_shl:1 row_mask:0x3 bound_ctrl:0", 1},
	{"v_nop quad_perm:[0,1,2,3]", 7},
}

func TestVNopAsm(t *testing.T) {
	for _, name := range vnopGens {
		g, err := ParseGeneration(name)
		require.NoError(t, err)
		for _, c := range vnopAsmCases(g) {
			insts, err := Assemble(g, "x.s", []byte(c.line), nil)
			if c.want != "" {
				require.NoError(t, err, "%s %s", name, c.line)
				assert.Equal(t, c.want, listingLine(t, g, c.line), "%s %s", name, c.line)
				assert.Equal(t, "v_nop", insts[0].String())
				continue
			}
			require.Error(t, err, "%s %s", name, c.line)
			el := err.(ErrorList)
			require.Len(t, el, 1)
			assert.Equal(t, "x.s:1:"+itoa(c.col), el[0].Pos.String(), "%s %s: %v", name, c.line, err)
			assert.Contains(t, el[0].Error(), c.msg, "%s %s", name, c.line)
		}
		for _, c := range vnopOutside {
			_, err := Assemble(g, "x.s", []byte(c.line), nil)
			require.Error(t, err, "%s %s", name, c.line)
			if g.Family <= GFX10 {
				assert.Contains(t, err.Error(), "x.s:1:"+itoa(c.col)+": ", "%s %s", name, c.line)
				assert.Contains(t, err.Error(), "the DPP and SDWA forms of v_nop are outside this assembler's table", "%s %s", name, c.line)
			}
		}
	}
}

// vnopDisCases: byte blocks and llvm-mc-19's -disassemble -show-encoding
// listing of them (gfx950: llvm-mc-22); "" where it reports the first
// instruction invalid. Any src0 field decodes (4 bytes: no literal after
// 0xff) and lists the canonical word.
func vnopDisCases(gen *Generation) []struct{ hex, want string } {
	e64, e64w := vnopE64New, "0x00,0x00,0x80,0xd5"
	if gen.Family == GFX9 {
		e64, e64w = vnopE64GFX, "0x00,0x00,0x40,0xd1"
	}
	cs := []struct{ hex, want string }{
		{"0x00,0x00,0x00,0x7e", vnopE32},
		{"0x01,0x00,0x00,0x7e", vnopE32},
		{"0x05,0x01,0x00,0x7e", vnopE32},
		{"0xc1,0x00,0x00,0x7e", vnopE32},
		{"0xff,0x00,0x00,0x7e", vnopE32},
		{"0xff,0x00,0x00,0x7e,0x00,0x00,0x00,0x7e", vnopE32 + "\n" + vnopE32},
		{e64w + ",0x00,0x00,0x00,0x00", e64},
		{"0x00,0x00,0x02,0x7e", ""},                            // vdst v1
		{"0x00,0x00,0xfe,0x7f", ""},                            // vdst v255
		{"0x00,0x80" + e64w[9:] + ",0x00,0x00,0x00,0x00", ""},  // clamp
		{"0x01,0x00" + e64w[9:] + ",0x00,0x00,0x00,0x00", ""},  // vdst
		{"0x00,0x78" + e64w[9:] + ",0x00,0x00,0x00,0x00", e64}, // op_sel: ignored
		{"0x00,0x01" + e64w[9:] + ",0x00,0x00,0x00,0x00", ""},  // abs
		{e64w + ",0x00,0x00,0x00,0x08", ""},                    // omod
		{e64w + ",0x00,0x00,0x00,0x20", ""},                    // neg
	}
	if gen.LLVM19 {
		cs = append(cs, []struct{ hex, want string }{
			{e64w + ",0x01,0x00,0x00,0x00", ""}, // src0
			{e64w + ",0x00,0x00,0x00,0x04", ""}, // src2
		}...)
	} else {
		// llvm-mc-22 (gfx950) ignores the source fields
		cs = append(cs, []struct{ hex, want string }{
			{e64w + ",0x01,0x00,0x00,0x00", e64},
			{e64w + ",0xff,0xff,0xff,0x07", e64},
		}...)
	}
	if gen.Family >= GFX11 {
		// no DPP or SDWA v_nop: the extension codes are a plain src0
		cs = append(cs, []struct{ hex, want string }{
			{"0xf9,0x00,0x00,0x7e", vnopE32},
			{"0xfa,0x00,0x00,0x7e", vnopE32},
			{"0xe9,0x00,0x00,0x7e", vnopE32},
		}...)
	}
	if gen.Family == GFX9 {
		cs = append(cs, struct{ hex, want string }{"0xe9,0x00,0x00,0x7e", vnopE32})
	}
	return cs
}

// vnopDisOutside: v_nop's DPP and SDWA words on GFX9/GFX10, which llvm-mc-19
// decodes and lowerc rejects (outside the table).
var vnopDisOutside = []string{
	"0xf9,0x00,0x00,0x7e,0x00,0x00,0x00,0x00",
	"0xfa,0x00,0x00,0x7e,0x00,0xe4,0x00,0xff",
}

func parseHexList(t *testing.T, s string) []byte {
	var b []byte
	for _, f := range strings.Split(s, ",") {
		v, err := strconv.ParseUint(f, 0, 8)
		require.NoError(t, err, s)
		b = append(b, byte(v))
	}
	return b
}

// disListing is lowerc disasm -show-encoding's listing of a block, one
// normalized line per instruction ("" if the first instruction is invalid).
func disListing(t *testing.T, gen *Generation, hex string) string {
	var out bytes.Buffer
	err := DisassembleListing(&out, gen, "x.txt", []byte(hex+"\n"), true, 1)
	if el, ok := err.(ErrorList); ok && len(el) > 0 && el[0].Pos.Col == 1 {
		return ""
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		if l = strings.Join(strings.Fields(l), " "); l != ".text" && l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}

func TestVNopDisasm(t *testing.T) {
	for _, name := range vnopGens {
		g, err := ParseGeneration(name)
		require.NoError(t, err)
		for _, c := range vnopDisCases(g) {
			assert.Equal(t, c.want, disListing(t, g, c.hex), "%s %s", name, c.hex)
			b := parseHexList(t, c.hex)
			in, n, err := Decode(g, b)
			if c.want == "" {
				assert.ErrorIs(t, err, ErrUnrecognized, "%s %s", name, c.hex)
				continue
			}
			require.NoError(t, err, "%s %s", name, c.hex)
			assert.Equal(t, "v_nop", in.String())
			assert.Equal(t, parseEncoding(strings.Split(c.want, "\n")[0]), in.AppendEncoding(nil), "%s %s", name, c.hex)
			assert.Equal(t, len(in.AppendEncoding(nil)), n, "%s %s", name, c.hex)
		}
		if g.Family <= GFX10 {
			for _, h := range vnopDisOutside {
				_, _, err := Decode(g, parseHexList(t, h))
				assert.ErrorIs(t, err, ErrUnrecognized, "%s %s", name, h)
				assert.Contains(t, err.Error(), "outside the table", "%s %s", name, h)
			}
		}
	}
}

// TestVNopEncode: Encode (the bytes package elfobj writes into .text) and
// the table rows.
func TestVNopEncode(t *testing.T) {
	g := Gen(GFX942)
	insts, err := Assemble(g, "x.s", []byte("v_nop\nv_nop_e64\ns_endpgm\n"), nil)
	require.NoError(t, err)
	assert.Equal(t, []byte{0, 0, 0, 0x7e, 0, 0, 0x40, 0xd1, 0, 0, 0, 0, 0, 0, 0x81, 0xbf}, Encode(insts))
	e, err := LookupForm(g, "v_nop")
	require.NoError(t, err)
	assert.False(t, e.Suffixed(), "llvm-mc prints no _e32/_e64 on v_nop")
	require.NotNil(t, e.Short)
	require.NotNil(t, e.Long)
	assert.Equal(t, uint16(0), e.Short.Opcode)
	assert.Equal(t, uint16(0x140), e.Long.Opcode)
	// the code generators' Build (package lower's path)
	in, err := Build(g, "v_nop_e64", BuildMods{})
	require.NoError(t, err)
	assert.Equal(t, "v_nop", in.String())
	assert.Equal(t, []byte{0, 0, 0x40, 0xd1, 0, 0, 0, 0}, in.AppendEncoding(nil))
	_, err = Build(g, "v_nop", BuildMods{}, VGPRs(1, 1))
	assert.Error(t, err)
}

func TestVNopOracle(t *testing.T) {
	for _, name := range vnopGens {
		g, err := ParseGeneration(name)
		require.NoError(t, err)
		mc := oracle.Require(t, mcOracle(g))
		cs := vnopAsmCases(g)
		lines := make([]string, len(cs))
		for i, c := range cs {
			lines[i] = c.line
		}
		got := llvmAssemble(t, mc, g, lines)
		for i, c := range cs {
			assert.Equal(t, c.want, strings.Join(strings.Fields(got[i]), " "), "%s %s %s", mc, name, c.line)
		}
		outside := make([]string, len(vnopOutside))
		for i, c := range vnopOutside {
			outside[i] = c.line
		}
		for i, l := range llvmAssemble(t, mc, g, outside) {
			// accepted on GFX9/GFX10, rejected on GFX11+
			assert.Equal(t, g.Family <= GFX10, l != "", "%s %s %s", mc, name, outside[i])
		}
		dcs := vnopDisCases(g)
		var blocks [][]byte
		for _, c := range dcs {
			blocks = append(blocks, parseHexList(t, c.hex))
		}
		res := llvmDisasm(t, mc, g, blocks)
		for i, c := range dcs {
			if c.want == "" {
				assert.True(t, res[i].failed, "%s %s %s: %q", mc, name, c.hex, res[i].lines)
				continue
			}
			var ls []string
			for _, l := range res[i].lines {
				ls = append(ls, strings.Join(strings.Fields(l), " "))
			}
			assert.False(t, res[i].failed, "%s %s %s", mc, name, c.hex)
			assert.Equal(t, c.want, strings.Join(ls, "\n"), "%s %s %s", mc, name, c.hex)
		}
		if g.Family <= GFX10 {
			var ob [][]byte
			for _, h := range vnopDisOutside {
				ob = append(ob, parseHexList(t, h))
			}
			for i, r := range llvmDisasm(t, mc, g, ob) {
				assert.False(t, r.failed, "%s %s %s", mc, name, vnopDisOutside[i])
				require.Len(t, r.lines, 1)
				assert.True(t, strings.HasPrefix(strings.TrimSpace(r.lines[0]), "v_nop"), "%s %s: %q", mc, name, r.lines)
			}
		}
	}
}
