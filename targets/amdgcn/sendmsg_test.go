package amdgcn

import (
	"bytes"
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// sendMsgGens are the generations TestSendMsgOracle sweeps (all with -long).
func sendMsgGens() []*Generation {
	if *long {
		return Generations()
	}
	var out []*Generation
	for _, n := range []string{"gfx908", "gfx950", "gfx1030", "gfx1100", "gfx1200"} {
		g, _ := ParseGeneration(n)
		out = append(out, g)
	}
	return out
}

var mcLineErr = regexp.MustCompile(`(?m)^<stdin>:(\d+):(\d+): error: (.*)$`)

// TestSendMsgOracle (issue 13): every s_sendmsg simm16 (0..65535) on each
// generation, against llvm-mc-19 (llvm-mc-22 for gfx950): llvm-mc
// disassembles the word and assembles its text back; where that gives
// the word again, lowerc decodes it, prints llvm-mc's text, and assembles
// that text to the word; where it does not (a symbolic form with bits
// outside the fields), lowerc refuses the word.
func TestSendMsgOracle(t *testing.T) {
	for _, g := range sendMsgGens() {
		mc := oracle.Require(t, oracle.LLVMMC)
		if !g.LLVM19 {
			mc = oracle.Require(t, oracle.LLVMMC22)
		}
		e, err := LookupForm(g, "s_sendmsg")
		require.NoError(t, err, g.Name)
		op := uint32(e.Long.Opcode)
		var words strings.Builder
		for v := uint32(0); v < 1<<16; v++ {
			w := 0x17F<<23 | op<<16 | v
			fmt.Fprintf(&words, "0x%02x,0x%02x,0x%02x,0x%02x\n", w&0xff, w>>8&0xff, w>>16&0xff, w>>24)
		}
		out, err := oracle.Run(mc, []byte(words.String()), "-triple=amdgcn", "-mcpu="+g.Name, "-disassemble")
		require.NoError(t, err, g.Name)
		var texts []string
		for _, l := range strings.Split(string(out), "\n") {
			if l = strings.TrimSpace(l); strings.HasPrefix(l, "s_sendmsg") {
				texts = append(texts, l)
			}
		}
		require.Len(t, texts, 1<<16, g.Name)
		back, err := oracle.Run(mc, []byte(strings.Join(texts, "\n")+"\n"), "-triple=amdgcn", "-mcpu="+g.Name, "-show-encoding")
		require.NoError(t, err, g.Name)
		encs := regexp.MustCompile(`encoding: \[0x([0-9a-f]+),0x([0-9a-f]+),`).FindAllStringSubmatch(string(back), -1)
		require.Len(t, encs, 1<<16, g.Name)
		bad, refused := 0, 0
		for v := 0; v < 1<<16 && bad < 10; v++ {
			lo, _ := strconv.ParseUint(encs[v][1], 16, 8)
			hi, _ := strconv.ParseUint(encs[v][2], 16, 8)
			rt := int(lo|hi<<8) == v
			w := 0x17F<<23 | op<<16 | uint32(v)
			in, _, err := Decode(g, []byte{byte(w), byte(w >> 8), byte(w >> 16), byte(w >> 24)})
			if !rt {
				refused++
				if err == nil {
					bad++
					t.Errorf("%s: %#x: decoded as %q; llvm-mc's %q assembles to another value", g.Name, v, in.String(), texts[v])
				}
				continue
			}
			if err != nil || in.String() != texts[v] {
				bad++
				t.Errorf("%s: %#x: %q %v, llvm-mc %q", g.Name, v, in.String(), err, texts[v])
				continue
			}
			a, err := Assemble(g, "t.s", []byte(texts[v]+"\n"), nil)
			if err != nil || len(a) != 1 || a[0].Imm != uint32(v) {
				bad++
				t.Errorf("%s: %q: %v %v, want simm16 %#x", g.Name, texts[v], a, err, v)
			}
		}
		t.Logf("%s: 65536 values, %d refused as llvm-mc's text does not assemble back to them", g.Name, refused)
	}
}

// sendMsgLines are assembler inputs with llvm-mc's errors, and good ones.
var sendMsgLines = []string{
	"s_sendmsg sendmsg(MSG_GS)", "s_sendmsg sendmsg(MSG_INTERRUPT, 1)", "s_sendmsg sendmsg(MSG_GS, GS_OP_NOP)",
	"s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 4)", "s_sendmsg sendmsg(MSG_FOO)", "s_sendmsg sendmsg(16, 0, 0)",
	"s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)", "s_sendmsg 65536", "s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP, 0)",
	"s_sendmsg sendmsg(2, 8, 0)", "s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD, 0)", "s_sendmsg sendmsg(2, GS_OP_CUT, 0)",
	"s_sendmsg sendmsg(MSG_GS, 1, 2)", "s_sendmsg sendmsg(MSG_GS, GS_OP_CUT)", "s_sendmsg sendmsg(2)", "s_sendmsg sendmsg(2, 1)",
	"s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 3)", "s_sendmsg sendmsg(MSG_SYSMSG, 3)", "s_sendmsg sendmsg( MSG_INTERRUPT )",
	"s_sendmsg sendmsg(MSG_INTERRUPT", "s_sendmsg sendmsg(MSG_INTERRUPT) 1", "s_sendmsg -1", "s_sendmsg 0x10", "s_sendmsg 3",
	"s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, -1)", "s_sendmsg sendmsg(MSG_RTN_GET_DOORBELL)", "s_sendmsg sendmsg(MSG_HS_TESSFACTOR)",
	"s_sendmsg sendmsg(256, 0, 0)", "s_sendmsg sendmsg(255, 0, 0)", "s_sendmsg sendmsg(3, 1, 0)", "s_sendmsg sendmsg(MSG_GET_DDID)",
	"s_sendmsg -32769", "s_sendmsg sendmsg(MSG_GS, SYSMSG_OP_REG_RD, 0)", "s_sendmsg", "s_sendmsg v0",
	"s_sendmsg sendmsg(MSG_INTERRUPT), 1", "s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)", "s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)",
	"s_sendmsg sendmsg(MSG_RTN_GET_SE_AID_ID)", "s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)", "s_sendmsg sendmsg(MSG_SAVEWAVE)",
}

// TestSendMsgLines: sendMsgLines on each generation give llvm-mc's
// listing, or its first error at the same line and column with the same
// message (the expression-operand refusal excepted, which says so).
func TestSendMsgLines(t *testing.T) {
	for _, g := range sendMsgGens() {
		mc := oracle.Require(t, oracle.LLVMMC)
		if !g.LLVM19 {
			mc = oracle.Require(t, oracle.LLVMMC22)
		}
		for _, l := range sendMsgLines {
			cmd := exec.Command(mc, "-triple=amdgcn", "-mcpu="+g.Name, "-show-encoding")
			cmd.Stdin = strings.NewReader(l + "\n")
			var o, e bytes.Buffer
			cmd.Stdout, cmd.Stderr = &o, &e
			mcErr := cmd.Run()
			var got bytes.Buffer
			err := AssembleListing(&got, g, "<stdin>", []byte(l+"\n"), nil, true, 1)
			what := g.Name + ": " + l
			if mcErr == nil {
				want := o.String()
				if !g.LLVM19 {
					// llvm-mc-22 prints no .text header where llvm-mc-19
					// does; the listing writer prints llvm-mc-19's
					want = "\t.text\n" + want
				}
				if assert.NoError(t, err, what) {
					assert.Equal(t, want, got.String(), what)
				}
				continue
			}
			m := mcLineErr.FindStringSubmatch(e.String())
			if !assert.NotNil(t, m, what) || !assert.Error(t, err, what) {
				continue
			}
			first := strings.SplitN(err.Error(), "\n", 2)[0]
			assert.Equal(t, "<stdin>:"+m[1]+":"+m[2]+": "+m[3], first, what)
		}
	}
}

// FuzzSendMsg: any s_sendmsg operand assembles or gives a positioned
// error, never a panic; what assembles prints as text that assembles to
// the same simm16, and its encoding decodes to that text (gfx908, gfx1100).
func FuzzSendMsg(f *testing.F) {
	for _, l := range sendMsgLines {
		f.Add(strings.TrimPrefix(l, "s_sendmsg"))
	}
	gens := []*Generation{}
	for _, n := range []string{"gfx908", "gfx1100"} {
		g, _ := ParseGeneration(n)
		gens = append(gens, g)
	}
	f.Fuzz(func(t *testing.T, op string) {
		if strings.ContainsAny(op, "\n\r;") {
			return
		}
		for _, g := range gens {
			a, err := Assemble(g, "f.s", []byte("s_sendmsg"+op+"\n"), nil)
			if err != nil {
				var el ErrorList
				if assert.ErrorAs(t, err, &el, op) {
					assert.Positive(t, el[0].Pos.Col, "%q: %v", op, err)
				}
				continue
			}
			if len(a) != 1 {
				continue // a comment or nothing
			}
			text := a[0].String()
			b, err := Assemble(g, "f.s", []byte(text+"\n"), nil)
			if assert.NoError(t, err, "%q -> %q", op, text) {
				assert.Equal(t, a[0].Imm, b[0].Imm, "%q -> %q", op, text)
			}
			d, _, err := Decode(g, a[0].AppendEncoding(nil))
			if assert.NoError(t, err, "%q -> %q", op, text) {
				assert.Equal(t, text, d.String(), op)
			}
		}
	})
}
