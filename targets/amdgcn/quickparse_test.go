package amdgcn

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// slowMnemonic is how parseStatement finds a mnemonic without
// quickMnemonic: the identifier, then the hash table.
func slowMnemonic(p *lineParser) (*mnemonic, int) {
	st := p.i
	id, h := p.mnemonicIdent()
	m := p.tab.lookupHashed(id, h)
	end := p.i
	p.i = st
	return m, end
}

// checkQuickMnemonic: where quickMnemonic finds a mnemonic in line (at
// column at), the identifier scan finds the same one and ends at the same
// byte; where it finds none, p.i is unchanged. line is given its exact
// capacity and also capacities that run on into more text (blanks, or
// identifier bytes that would spell a longer mnemonic), since the quick
// scan reads whole words.
func checkQuickMnemonic(t *testing.T, g *Generation, line string, at int) bool {
	found := false
	for _, s := range [][]byte{[]byte(line)[:len(line):len(line)], []byte(line + " v1, v2 ; more text")[:len(line)], []byte(line + "_e64 v1")[:len(line)]} {
		p := &lineParser{gen: g, tab: table(g.ID), s: s, i: at}
		want, wend := slowMnemonic(p)
		got := p.quickMnemonic(p.tab)
		if got == nil {
			require.Equal(t, at, p.i, "%q: p.i moved without a mnemonic", line)
			continue
		}
		found = true
		require.Same(t, want, got, "%q", line)
		require.Equal(t, wend, p.i, "%q", line)
	}
	return found
}

// TestQuickMnemonic holds quickMnemonic to the identifier scan on every
// spelling of every generation's table followed by every kind of byte
// that can end or continue an identifier, at the line start and after
// blanks, and on prefixes of the random differential corpus's lines.
func TestQuickMnemonic(t *testing.T) {
	tails := []string{"", " v1, v2", "\tv1", ",", ":", "_x v1", ".x", "A", "0", "[", "/", ";", "-", "+", "\x00", "\xff", " "}
	for gi := range generations {
		g := &generations[gi]
		t.Run(g.Name, func(t *testing.T) {
			hits := 0
			for name := range table(g.ID).byName {
				// every spelling of the table, ended by a blank, is found
				require.True(t, checkQuickMnemonic(t, g, name+" v1", 0), "%s: quickMnemonic misses %q", g.Name, name)
				for _, tail := range tails {
					for _, pre := range []string{"", "  "} {
						if checkQuickMnemonic(t, g, pre+name+tail, len(pre)) {
							hits++
						}
					}
				}
				for k := 0; k < len(name); k++ {
					checkQuickMnemonic(t, g, name[:k], 0)
				}
			}
			require.NotZero(t, hits, "the quick path never answered")
			for _, l := range genCorpus(g, 300, 7) {
				for k := 0; k <= len(l); k += 3 {
					checkQuickMnemonic(t, g, l[:k], 0)
				}
				checkQuickMnemonic(t, g, l, 0)
			}
		})
	}
}

func FuzzQuickMnemonic(f *testing.F) {
	for _, s := range []string{"v_add_f32 v1, v2, v3", "s_nop:", "v_max_f16_e64\tv1", "s_endpgm", "v_mov_b32_sdwa,", "x"} {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, line string, gi uint8) {
		g := &generations[int(gi)%len(generations)]
		checkQuickMnemonic(t, g, line, 0)
	})
}

// checkQuickTuple: where quickTuple takes a register tuple, register
// (through value, the slow path) reads the same operand, ends at the same
// byte and reports no error; where it does not, p.i is unchanged.
func checkQuickTuple(t *testing.T, g *Generation, op string) bool {
	if len(op) < 2 || op[0] != 'v' && op[0] != 's' || op[1] != '[' {
		return false
	}
	var errs ErrorList
	p := &lineParser{gen: g, tab: table(g.ID), errs: &errs, s: []byte(op)}
	var got rawOp
	if !p.quickTuple(&got, op[0]) {
		require.Zero(t, p.i, "%q: p.i moved", op)
		return false
	}
	end := p.i
	p.i = 0
	want := rawOp{}
	require.True(t, p.value(&want), "%q: the slow path fails", op)
	require.Empty(t, errs, "%q", op)
	require.Equal(t, want, got, "%q", op)
	require.Equal(t, p.i, end, "%q", op)
	return true
}

// TestQuickTuple holds quickTuple to register on every tuple shape the
// corpus writes and on the edges: ranges past v255 and the generation's
// last SGPR, odd and unaligned SGPR tuples, a reversed range, missing
// numbers and brackets, an identifier byte after ']', huge numbers.
func TestQuickTuple(t *testing.T) {
	for gi := range generations {
		g := &generations[gi]
		hits := 0
		for _, pre := range []string{"v", "s"} {
			for a := 0; a < 260; a += 1 + a/16 {
				for n := 0; n < 18; n++ {
					for _, tail := range []string{"]", "], v1", "]x", "]_", "] ", "]]", "]:"} {
						if checkQuickTuple(t, g, pre+"["+itoa(a)+":"+itoa(a+n-1)+tail) {
							hits++
						}
					}
				}
				checkQuickTuple(t, g, pre+"["+itoa(a)+"]")
			}
			for _, odd := range []string{"[", "[]", "[:]", "[1:", "[1:]", "[:2]", "[3:1]", "[1", "[2:3", "[99999999999:1]", "[1048577]", "[1048576]", "[0:1048576]", "[01:02]", "[ 1:2]", "[1 :2]"} {
				checkQuickTuple(t, g, pre+odd)
			}
		}
		require.NotZero(t, hits, "%s: the quick path never answered", g.Name)
	}
}

func FuzzQuickTuple(f *testing.F) {
	for _, s := range []string{"v[0:1]", "s[4:7]", "s[5:6]", "v[255:256]", "v[3]", "s[100:101]x"} {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, op string, gi uint8) {
		checkQuickTuple(t, &generations[int(gi)%len(generations)], op)
	})
}

// modifierNamesList is every DPP and SDWA modifier name (as dppModifier
// and sdwaModifier know them).
var modifierNamesList = [...]string{"quad_perm", "dpp8", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror", "row_bcast", "row_mirror", "row_half_mirror", "row_share", "row_xmask", "row_mask", "bank_mask", "bound_ctrl", "fi", "dst_sel", "dst_unused", "src0_sel", "src1_sel"}

// TestModifierName: every DPP and SDWA modifier name maps to itself, and
// its prefixes, extensions and case changes map to nothing.
func TestModifierName(t *testing.T) {
	for _, n := range modifierNamesList {
		require.Equal(t, n, modifierName([]byte(n)))
		require.Empty(t, modifierName([]byte(n[:len(n)-1])), n)
		require.Empty(t, modifierName([]byte(n+"x")), n)
		require.Empty(t, modifierName([]byte("X"+n[1:])), n)
	}
	require.Empty(t, modifierName(nil))
	require.Empty(t, modifierName([]byte("clamp")))
}

// TestErrorLineOff: every error AssembleListing reports with a LineOff
// points at the first byte of its line, on one goroutine and on several
// (small parallel chunks), over chunk boundaries, among comment, blank,
// CRLF, label and directive lines; and the errors of instruction and
// directive lines have one.
func TestErrorLineOff(t *testing.T) {
	var b strings.Builder
	lines := []string{"v_add_f32 v1, v2, v3", "v_add_f32 v1, v2, v3 mul:3", "; comment", "", "  \t", "v_mov_b32 v1, v2 // c",
		"s_nop 0\r", "v_max_f32 v1, v2 # x", "lbl:", ".bogus_directive", "  v_min_f32 v300, v1, v2", "/ lone slash", "s_endpgm"}
	for i := 0; i < 6000; i++ {
		b.WriteString(lines[(i*7+i/13)%len(lines)])
		b.WriteByte('\n')
	}
	src := []byte(b.String())
	old := parChunk
	defer func() { parChunk = old }()
	parChunk = 4 << 10
	for _, workers := range []int{1, 2} {
		err := AssembleListing(io.Discard, &generations[GFX942], "f.s", src, nil, true, workers)
		var el ErrorList
		require.ErrorAs(t, err, &el)
		require.Greater(t, len(el), 1000)
		for _, e := range el {
			require.NotZero(t, e.LineOff, "%v", e)
			o := e.LineOff - 1
			require.True(t, o == 0 || src[o-1] == '\n', "%v: not a line start", e)
			require.Equal(t, e.Pos.Line-1, bytes.Count(src[:o], []byte{'\n'}), "%v: the start of another line", e)
		}
	}
}

// checkQuickOperand: where quickOperand reads an operand at the start of
// s, value reads the same operand without an error and stops at the same
// byte; where it does not, p.i is unchanged.
func checkQuickOperand(t testing.TB, g *Generation, s string) bool {
	var errs ErrorList
	p := &lineParser{gen: g, errs: &errs, tab: table(g.ID), s: []byte(s)}
	r := rawOp{col: 1}
	if !p.quickOperand(&r) {
		require.Zero(t, p.i, "%q: p.i moved without an operand", s)
		require.Equal(t, rawOp{col: 1}, r, "%q: declined but wrote", s)
		return false
	}
	q := &lineParser{gen: g, errs: &errs, tab: table(g.ID), s: []byte(s)}
	want := rawOp{col: 1}
	require.True(t, q.value(&want), "%q: quickOperand read what value rejects: %v", s, errs.Err())
	require.Empty(t, errs, "%q", s)
	require.Equal(t, want, r, "%q", s)
	require.Equal(t, q.i, p.i, "%q", s)
	return true
}

// TestQuickOperand holds quickOperand to value on integers of every length
// around its 18-digit limit, vcc, exec and the names and numbers that only
// start like them, each followed by every kind of byte that can end or
// continue a token, on both wave sizes.
func TestQuickOperand(t *testing.T) {
	heads := []string{"0", "7", "-0", "-5", "64", "-16", "65", "0x10", "0X1f", "1.5", "-2.0", "1e3", "00012", "-", "--1", "- 1",
		"vcc", "vcc_lo", "vcc_hi", "vccz", "vc", "v", "exec", "exec_lo", "execz", "exe", "e", "v1", "s2", "",
		"0.15915494", "3.14159265358979", "123456789012345.5", "1234567890123456.5", "0.000000000000001", "0.0000000000000001",
		"1.", "-0.0", "-0.5", "65504.0", "4.0", "1.5e3", "0x", "0xffffffffffffffff", "0x10000000000000000", "-0x3f800000", "0x0g"}
	for k := 1; k <= 21; k++ {
		heads = append(heads, strings.Repeat("9", k), "-"+strings.Repeat("1", k), "1"+strings.Repeat("0", k-1),
			strings.Repeat("7", k)+".5", "0."+strings.Repeat("3", k), "-"+strings.Repeat("1", k/2)+"."+strings.Repeat("9", k-k/2), "0x"+strings.Repeat("f", k))
	}
	tails := []string{"", ",", ", v1", " ", "\t", "x", ".5", "e3", "0", ":", "]", "|", ")", "_", "A", "\xff"}
	for _, g := range []*Generation{&generations[GFX942], &generations[GFX1100], &wave64Gens[GFX1100]} {
		hits := 0
		for _, h := range heads {
			for _, tl := range tails {
				if checkQuickOperand(t, g, h+tl) {
					hits++
				}
			}
		}
		require.Greater(t, hits, len(heads), "%s: quickOperand answered %d times", g.Name, hits)
	}
}

func FuzzQuickOperand(f *testing.F) {
	for _, s := range []string{"123", "-4, v1", "vcc", "exec_lo", "999999999999999999", "1.5", "0x10", "vcc:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkQuickOperand(t, &generations[GFX942], s)
		checkQuickOperand(t, &generations[GFX1100], s)
	})
}

// checkQuickModifier: where quickModifier reads a modifier at the start of
// s (st as parseOperands leaves it before its modifiers, with the modifiers
// of pre already read), modifier reads the same without an error and
// leaves st and p.i the same; where it does not, nothing changed.
func checkQuickModifier(t testing.TB, g *Generation, pre []string, s string) bool {
	var errs ErrorList
	mk := func() (*lineParser, *statement) {
		p := &lineParser{gen: g, errs: &errs, tab: table(g.ID), ds: &dirState{}}
		st := &statement{stmtMods: stmtReset}
		// the line: pre's modifiers, then s (each at its own column)
		line := ""
		for _, m := range pre {
			line += m + " "
		}
		p.s = []byte(line + s)
		for _, m := range pre {
			end := p.i + len(m)
			if !p.modifier(st) {
				return nil, nil // (SDWA on GFX11+)
			}
			require.Equal(t, end, p.i, "%q", m)
			p.i++
		}
		return p, st
	}
	p, st := mk()
	if p == nil {
		return false
	}
	at := p.i
	before := *st
	if !p.quickModifier(st) {
		require.Equal(t, at, p.i, "%q: p.i moved without a modifier", s)
		require.Equal(t, before, *st, "%q: declined but wrote", s)
		return false
	}
	q, want := mk()
	require.True(t, q.modifier(want), "%s: %q: quickModifier read what modifier rejects: %v", g.Name, s, errs.Err())
	require.Empty(t, errs, "%q", s)
	require.Equal(t, *want, *st, "%s: %q", g.Name, s)
	require.Equal(t, q.i, p.i, "%q", s)
	return true
}

// TestQuickModifier holds quickModifier to modifier on clamp and every SDWA
// select with every value and some that only start like one, each followed
// by every kind of byte that can end or continue a token, alone and after
// the same or another modifier, on GFX9, GFX10 and GFX11.
func TestQuickModifier(t *testing.T) {
	var mods []string
	for _, name := range []string{"dst_sel", "src0_sel", "src1_sel", "dst_unused", "dst_se", "src2_sel", "clamp", "clam", "clamps", "CLAMP"} {
		for _, v := range append(append(sdwaSelNames[:], sdwaUnusedNames[:]...), "BYTE_4", "WORD_2", "DWOR", "UNUSED_", "byte_0", "") {
			mods = append(mods, name+":"+v, name+v)
		}
		mods = append(mods, name)
	}
	tails := []string{"", " ", "\t", " clamp", ",", ":", "x", "_", "0", ".", "\xff"}
	pres := [][]string{nil, {"clamp"}, {"dst_sel:WORD_1"}, {"src0_sel:BYTE_2"}, {"src1_sel:DWORD"}, {"dst_unused:UNUSED_SEXT"}, {"row_mask:0xf"}}
	for _, g := range []*Generation{&generations[GFX942], &generations[GFX1030], &generations[GFX1100]} {
		hits := 0
		for _, m := range mods {
			for _, tl := range tails {
				for _, pre := range pres {
					if checkQuickModifier(t, g, pre, m+tl) {
						hits++
					}
				}
			}
		}
		if g.Family < GFX11 {
			require.Greater(t, hits, 100, "%s: quickModifier answered %d times", g.Name, hits)
		}
	}
}

func FuzzQuickModifier(f *testing.F) {
	for _, s := range []string{"clamp", "dst_sel:DWORD", "src0_sel:BYTE_3 clamp", "dst_unused:UNUSED_PRESERVE", "src1_sel:WORD_1x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkQuickModifier(t, &generations[GFX942], nil, s)
		checkQuickModifier(t, &generations[GFX942], []string{"src0_sel:WORD_0"}, s)
		checkQuickModifier(t, &generations[GFX1100], nil, s)
	})
}
