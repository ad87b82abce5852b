package lower

import (
	"bytes"
	"errors"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// TestEmitHexCorpus: for the whole lowering corpus of every generation
// LLVM 19 knows (llvm-mc-19) and gfx950 (llvm-mc-22, its oracle only),
// -emit hex (Program.AppendHex) must print exactly the bytes llvm-mc
// -show-encoding gives for the same kernels, instruction by instruction;
// every kernel must be emittable.
func TestEmitHexCorpus(t *testing.T) {
	gens := append(llvm19Gens(), amdgcn.Gen(amdgcn.GFX950))
	for _, g := range gens {
		mcName := oracle.LLVMMC
		if !g.LLVM19 {
			mcName = oracle.LLVMMC22
		}
		t.Run(g.Name, func(t *testing.T) {
			mc := oracle.Require(t, mcName)
			emitted, insts := 0, 0
			for _, p := range corpusPrograms(t, g) {
				out, err := oracle.Run(mc, AppendAsm(nil, p), "-triple=amdgcn-amd-amdhsa", "-mcpu="+g.Name, "-show-encoding")
				if err != nil {
					t.Fatalf("llvm-mc rejected the corpus: %v", err)
				}
				want := parseShowEncoding(t, out)
				q := *p
				q.Kernels = nil
				var wantHex []mcLine
				at := 0
				for _, k := range p.Kernels {
					n := len(k.Instructions())
					kw := want[at : at+n]
					at += n
					if _, err := k.Encode(g); err != nil {
						t.Errorf("kernel %s: -emit hex: %v", k.Name, err)
						continue
					}
					q.Kernels = append(q.Kernels, k)
					wantHex = append(wantHex, kw...)
				}
				if at != len(want) {
					t.Fatalf("llvm-mc printed %d instructions, the kernels have %d", len(want), at)
				}
				hex, err := q.AppendHex(nil)
				if err != nil {
					t.Fatal(err)
				}
				got := hexLines(t, hex)
				if len(got) != len(wantHex) {
					t.Fatalf("-emit hex has %d instructions, llvm-mc %d", len(got), len(wantHex))
				}
				for i := range got {
					if !bytes.Equal(got[i], wantHex[i].enc) {
						t.Errorf("-emit hex % x, llvm-mc %s: % x", got[i], wantHex[i].text, wantHex[i].enc)
					}
				}
				emitted += len(q.Kernels)
				insts += len(got)
			}
			t.Logf("%s (%s): %d kernels emitted as hex, %d instructions identical to llvm-mc's bytes",
				g.Name, filepath.Base(mc), emitted, insts)
		})
	}
}

// hexLines reads the byte lists of AppendHex output ("0x..,0x.. # text").
func hexLines(t *testing.T, hex []byte) [][]byte {
	var out [][]byte
	for _, l := range strings.Split(string(hex), "\n") {
		if !strings.HasPrefix(l, "0x") {
			continue
		}
		l, _, _ = strings.Cut(l, " ")
		var b []byte
		for _, f := range strings.Split(l, ",") {
			v, err := strconv.ParseUint(f, 0, 8)
			if err != nil {
				t.Fatal(errors.New("bad -emit hex line: " + l))
			}
			b = append(b, byte(v))
		}
		out = append(out, b)
	}
	return out
}
