package lower

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/verify"
)

var update = flag.Bool("update", false, "rewrite the golden files testdata/<input>.<gen>[.noieee].s from llvm-mc-19's output")

// lowerSource parses, verifies and lowers a tile source for b; suffix is
// appended to every kernel name.
func lowerSource(t testing.TB, b *Backend, file, src, suffix string) *Program {
	t.Helper()
	m, err := ir.Parse(file, []byte(src))
	if err != nil {
		t.Fatalf("parse %s: %v", file, err)
	}
	if errs := verify.Module(m, b); len(errs) > 0 {
		t.Fatalf("verify %s for %s:\n%v", file, b.Name(), errs)
	}
	for _, k := range m.Kernels {
		k.Name += suffix
	}
	p, err := b.Lower(m)
	if err != nil {
		t.Fatalf("lower %s for %s: %v", file, b.Name(), err)
	}
	return p
}

func mustBackend(t testing.TB, g string, ieee bool) *Backend {
	t.Helper()
	gen, err := amdgcn.ParseGeneration(g)
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(Options{Gen: gen, IEEE: ieee})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var (
	corpusMu    sync.Mutex
	corpusCache = map[string][]*Program{}
)

// corpusPrograms lowers the corpus for g in every mode the generation has
// (once per test binary).
func corpusPrograms(t testing.TB, g *amdgcn.Generation) []*Program {
	corpusMu.Lock()
	defer corpusMu.Unlock()
	if ps, ok := corpusCache[g.Name]; ok {
		return ps
	}
	ps := []*Program{lowerSource(t, mustBackend(t, g.Name, true), "corpus.tile", corpus(g, true), "")}
	if hasModeBits(g) {
		ps = append(ps, lowerSource(t, mustBackend(t, g.Name, false), "corpus.tile", corpus(g, false), "_ieee0"))
	}
	corpusCache[g.Name] = ps
	return ps
}

// mcLine is one instruction as llvm-mc -show-encoding printed it.
type mcLine struct {
	text string
	enc  []byte
}

// parseShowEncoding reads the instruction lines of llvm-mc -show-encoding.
func parseShowEncoding(t testing.TB, out []byte) []mcLine {
	var ls []mcLine
	for _, line := range strings.Split(string(out), "\n") {
		i := strings.Index(line, "; encoding: [")
		if i < 0 {
			continue
		}
		var enc []byte
		list := strings.TrimSuffix(strings.TrimSpace(line[i+len("; encoding: ["):]), "]")
		for _, f := range strings.Split(list, ",") {
			v, err := strconv.ParseUint(strings.TrimPrefix(strings.TrimSpace(f), "0x"), 16, 8)
			if err != nil {
				t.Fatalf("bad encoding in %q", line)
			}
			enc = append(enc, byte(v))
		}
		ls = append(ls, mcLine{text: strings.Join(strings.Fields(line[:i]), " "), enc: enc})
	}
	return ls
}

func normalize(s string) string { return strings.Join(strings.Fields(s), " ") }

// TestLLVMMCCorpus assembles the whole corpus with llvm-mc-19, one file per
// generation (both -ieee settings in it): every kernel must assemble, each
// instruction must be printed back exactly as lowerc wrote it (so the
// e32/e64 choice and the constant spellings are llvm-mc's canonical ones),
// and lowerc's own encoding (package amdgcn's assembler, -emit hex) must be
// llvm-mc's bytes wherever that assembler knows the instruction.
func TestLLVMMCCorpus(t *testing.T) {
	checkCorpusListing(t, oracle.Require(t, oracle.LLVMMC), llvm19Gens())
}

// TestLLVMMC22GFX950 runs the same checks for gfx950, which LLVM 19 does not
// know, with llvm-mc-22 (Debian's llvm-22 package) when it is installed. It
// is not one of the oracles scripts/install-oracles.sh installs, so the
// test skips without it, whatever LOWERC_ORACLES says.
func TestLLVMMC22GFX950(t *testing.T) {
	mc := optionalOracle(t, oracle.LLVMMC22)
	checkCorpusListing(t, mc, []*amdgcn.Generation{amdgcn.Gen(amdgcn.GFX950)})
	checkCodeObjects(t, mc, []*amdgcn.Generation{amdgcn.Gen(amdgcn.GFX950)})
}

func optionalOracle(t *testing.T, name string) string {
	return oracle.Require(t, name)
}

func llvm19Gens() []*amdgcn.Generation {
	var gs []*amdgcn.Generation
	for _, g := range amdgcn.Generations() {
		if g.LLVM19 {
			gs = append(gs, g)
		}
	}
	return gs
}

func checkCorpusListing(t *testing.T, mc string, gens []*amdgcn.Generation) {
	total, encoded, kernels, suffixed := 0, 0, 0, 0
	unknown := map[string]int{}
	for _, g := range gens {
		ps := corpusPrograms(t, g)
		src := AppendAsm(nil, ps...)
		out, err := oracle.Run(mc, src, "-triple=amdgcn-amd-amdhsa", "-mcpu="+g.Name, "-show-encoding")
		if err != nil {
			t.Fatalf("%s: llvm-mc rejected the corpus: %v", g.Name, err)
		}
		got := parseShowEncoding(t, out)
		var want []string
		for _, p := range ps {
			for _, k := range p.Kernels {
				want = append(want, k.Instructions()...)
				kernels++
			}
		}
		if len(got) != len(want) {
			t.Fatalf("%s: llvm-mc printed %d instructions, lowerc wrote %d", g.Name, len(got), len(want))
		}
		// e32 when legal, else e64: without the suffixes llvm-mc chooses
		// the shortest legal encoding itself; it must choose lowerc's.
		bare, n := stripSuffixes(src)
		suffixed += n
		out, err = oracle.Run(mc, bare, "-triple=amdgcn-amd-amdhsa", "-mcpu="+g.Name, "-show-encoding")
		if err != nil {
			t.Fatalf("%s: llvm-mc rejected the corpus without suffixes: %v", g.Name, err)
		}
		for i, l := range parseShowEncoding(t, out) {
			if l.text != got[i].text {
				t.Errorf("%s: lowerc chose %q; without the suffix llvm-mc picks %q", g.Name, got[i].text, l.text)
			}
		}
		bad := 0
		for i, w := range want {
			total++
			if got[i].text != normalize(w) {
				if bad++; bad <= 10 {
					t.Errorf("%s: lowerc wrote %q, llvm-mc prints %q", g.Name, w, got[i].text)
				}
			}
			enc, ok := encodeLine(g, w)
			if !ok {
				unknown[strings.Fields(w)[0]]++
				continue
			}
			encoded++
			if !bytes.Equal(enc, got[i].enc) {
				if bad++; bad <= 10 {
					t.Errorf("%s: %s: lowerc encodes % x, llvm-mc % x", g.Name, w, enc, got[i].enc)
				}
			}
		}
	}
	t.Logf("%d kernels, %d instructions printed back identically by %s; %d encoded by package amdgcn and compared byte for byte", kernels, total, filepath.Base(mc), encoded)
	t.Logf("%d instructions written with _e32/_e64: %s picks the same form when the suffix is left out", suffixed, filepath.Base(mc))
	if len(unknown) > 0 {
		t.Logf("instructions package amdgcn's assembler does not encode (text checked only): %v", unknown)
	}
}

// kdRsrc1 returns COMPUTE_PGM_RSRC1 and the kernarg size of every kernel
// descriptor (symbol NAME.kd) in an object file.
func kernelDescriptors(t testing.TB, obj []byte) map[string][2]uint32 {
	f, err := elf.NewFile(bytes.NewReader(obj))
	if err != nil {
		t.Fatal(err)
	}
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][2]uint32{}
	for _, s := range syms {
		if !strings.HasSuffix(s.Name, ".kd") || int(s.Section) >= len(f.Sections) {
			continue
		}
		sec := f.Sections[s.Section]
		data, err := sec.Data()
		if err != nil {
			t.Fatal(err)
		}
		off := s.Value - sec.Addr
		kd := data[off : off+64]
		// AMDHSAKernelDescriptor.h: kernarg_size at 8, COMPUTE_PGM_RSRC1 at 48.
		out[strings.TrimSuffix(s.Name, ".kd")] = [2]uint32{binary.LittleEndian.Uint32(kd[48:]), binary.LittleEndian.Uint32(kd[8:])}
	}
	return out
}

// TestCodeObjectModeBits assembles the corpus of each generation with
// llvm-mc-19 -filetype=obj and reads every kernel descriptor back: the
// FP_DENORM fields say no flushing, and on GFX9–GFX11 ENABLE_IEEE_MODE (bit
// 23) is the -ieee the min/max were selected for and ENABLE_DX10_CLAMP (bit
// 21) is set; on GFX12 both bits are clear (they mean other things there).
func TestCodeObjectModeBits(t *testing.T) {
	checkCodeObjects(t, oracle.Require(t, oracle.LLVMMC), llvm19Gens())
}

func checkCodeObjects(t *testing.T, mc string, gens []*amdgcn.Generation) {
	checked := 0
	for _, g := range gens {
		ps := corpusPrograms(t, g)
		dir := t.TempDir()
		obj := filepath.Join(dir, g.Name+".o")
		if _, err := oracle.Run(mc, AppendAsm(nil, ps...), "-triple=amdgcn-amd-amdhsa", "-mcpu="+g.Name, "-filetype=obj", "-o", obj); err != nil {
			t.Fatalf("%s: %v", g.Name, err)
		}
		data, err := os.ReadFile(obj)
		if err != nil {
			t.Fatal(err)
		}
		kds := kernelDescriptors(t, data)
		for _, p := range ps {
			for _, k := range p.Kernels {
				kd, ok := kds[k.Name]
				if !ok {
					t.Fatalf("%s: no descriptor %s.kd in the object", g.Name, k.Name)
				}
				r := kd[0]
				if d32, d64 := r>>16&3, r>>18&3; d32 != 3 || d64 != 3 {
					t.Errorf("%s %s: FP_DENORM 32=%d 16_64=%d, want 3 3 (rsrc1 %#x)", g.Name, k.Name, d32, d64, r)
				}
				ieee, dx10 := r>>23&1, r>>21&1
				wantIEEE, wantDX10 := uint32(boolInt(p.IEEE)), uint32(1)
				if !hasModeBits(g) {
					wantIEEE, wantDX10 = 0, 0
				}
				if ieee != wantIEEE || dx10 != wantDX10 {
					t.Errorf("%s %s: IEEE=%d DX10_CLAMP=%d, want %d %d (rsrc1 %#x)", g.Name, k.Name, ieee, dx10, wantIEEE, wantDX10, r)
				}
				if int(kd[1]) != k.KernargSize {
					t.Errorf("%s %s: kernarg_size %d, want %d", g.Name, k.Name, kd[1], k.KernargSize)
				}
				checked++
			}
		}
	}
	t.Logf("%d kernel descriptors read back from %s objects", checked, filepath.Base(mc))
}

func mustParse(t testing.TB, file, src string) *ir.Module {
	t.Helper()
	m, err := ir.Parse(file, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// encodeLine encodes one instruction the way -emit hex does.
func encodeLine(g *amdgcn.Generation, text string) ([]byte, bool) {
	in, err := amdgcn.AssembleLine(g, text)
	if err != nil {
		return nil, false
	}
	k := &Kernel{Lines: []Line{{Inst: *in}}}
	code, err := k.Encode(g)
	if err != nil {
		return nil, false
	}
	return code[0], true
}

// stripSuffixes removes _e32/_e64 from every instruction mnemonic of an
// assembly file and counts them.
func stripSuffixes(src []byte) ([]byte, int) {
	lines := strings.Split(string(src), "\n")
	n := 0
	for i, l := range lines {
		if !strings.HasPrefix(l, "\tv_") {
			continue
		}
		mn, rest, _ := strings.Cut(l[1:], " ")
		if t, ok := strings.CutSuffix(mn, "_e32"); ok {
			mn = t
		} else if t, ok := strings.CutSuffix(mn, "_e64"); ok {
			mn = t
		} else {
			continue
		}
		n++
		lines[i] = "\t" + mn + " " + rest
	}
	return []byte(strings.Join(lines, "\n")), n
}
