package amdgcn

import (
	"bytes"
	"flag"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
)

var (
	long     = flag.Bool("long", false, "run the full differential corpus (>=10k lines per generation)")
	printBad = flag.Int("printbad", 10, "how many mismatches to print per generation")
)

var errLineRe = regexp.MustCompile(`^<stdin>:(\d+):(\d+): error:`)

// llvmAssemble runs llvm-mc-19 once over lines and returns, per input line,
// the printed listing line ("" where llvm-mc reported an error).
func llvmAssemble(t testing.TB, mc string, gen *Generation, lines []string) []string {
	t.Helper()
	cmd := exec.Command(mc, append(mcArgs(gen), "-show-encoding")...)
	cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	_ = cmd.Run() // exit status 1 when some lines are errors
	bad := map[int]bool{}
	for _, l := range strings.Split(e.String(), "\n") {
		if m := errLineRe.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			bad[n] = true
		}
	}
	outLines := strings.Split(strings.TrimSuffix(o.String(), "\n"), "\n")
	if len(outLines) > 0 && outLines[0] == "\t.text" {
		outLines = outLines[1:]
	}
	res := make([]string, len(lines))
	k := 0
	for i := range lines {
		if bad[i+1] {
			continue
		}
		if k >= len(outLines) {
			t.Fatalf("%s: llvm-mc output shorter than expected at line %d", gen.Name, i+1)
		}
		res[i] = outLines[k]
		k++
	}
	if k != len(outLines) {
		t.Fatalf("%s: llvm-mc printed %d lines, expected %d (stderr: %.500s)", gen.Name, len(outLines), k, e.String())
	}
	return res
}

// mcOracle names the llvm-mc that checks gen: llvm-mc-19 (the project's
// reference, LLVM 19) for every generation it knows, and llvm-mc-22 for
// gfx950 only, which LLVM 19 does not know. Generations neither knows
// return "".
func mcOracle(gen *Generation) string {
	switch {
	case gen.LLVM19:
		return oracle.LLVMMC
	case gen.ID == GFX950:
		return oracle.LLVMMC22
	}
	return ""
}

// mcArgs are llvm-mc's target options for gen (wave64 GFX10+:
// -mattr=+wavefrontsize64).
func mcArgs(gen *Generation) []string {
	a := []string{"-triple=amdgcn", "-mcpu=" + gen.Name}
	if gen.Wave64() {
		a = append(a, "-mattr=+wavefrontsize64")
	}
	return a
}

// diffGens are the generations the differential tests run: every one, and
// (the same tables, other VCC and mask widths) the GFX10+ ones again in
// wave64 mode: with -long all of them, by default gfx1100 only.
func diffGens() []*Generation {
	gens := Generations()
	for _, g := range Generations() {
		if g.Family != GFX9 && (*long || g.ID == GFX1100) {
			w, _ := g.WithMAttr("+wavefrontsize64")
			gens = append(gens, w)
		}
	}
	return gens
}

func genLabel(g *Generation) string {
	if g.Wave64() {
		return g.Name + "_wave64"
	}
	return g.Name
}

// corpusSizeFor is corpusSize, smaller for the wave64 variants outside -long
// (they share the tables of their wave32 generation).
func corpusSizeFor(g *Generation) int {
	if g.Wave64() && !*long {
		return 300
	}
	return corpusSize()
}

func corpusSize() int {
	if *long {
		return 12000
	}
	if testing.Short() {
		return 300
	}
	return 1000
}

// TestDifferentialAsm assembles a random corpus with llvm-mc-19 and with
// Assemble, line by line: the same lines must be rejected, and the accepted
// lines must print the same text and bytes. It also checks that every table
// row of the generation was exercised by an accepted line.
//
// gfx950 is checked against llvm-mc-22 (LLVM 19 does not know it); every
// other generation against llvm-mc-19.
func TestDifferentialAsm(t *testing.T) {
	for _, gen := range diffGens() {
		if mcOracle(gen) == "" {
			continue
		}
		t.Run(genLabel(gen), func(t *testing.T) {
			mc := oracle.Require(t, mcOracle(gen))
			t.Parallel()
			lines := genCorpus(gen, corpusSizeFor(gen), 1)
			want := llvmAssemble(t, mc, gen, lines)
			covered := map[*Form]bool{}
			bad, ok := 0, 0
			for i, line := range lines {
				insts, err := Assemble(gen, "", []byte(line), nil)
				got := ""
				if err == nil && len(insts) == 1 {
					got = strings.TrimSuffix(string(insts[0].AppendListing(nil, true)), "\n")
					covered[insts[0].Form()] = true
				}
				if got != want[i] {
					bad++
					if bad <= *printBad {
						t.Errorf("line %d: %s\n   llvm-mc: %q\n   ours:    %q (err %v)", i+1, line, want[i], got, err)
					}
				} else if got != "" {
					ok++
				}
			}
			if bad > 0 {
				t.Errorf("%s: %d of %d lines differ", gen.Name, bad, len(lines))
			}
			t.Logf("%s: %d lines, %d accepted by both and identical, %d rejected by both", gen.Name, len(lines), ok, len(lines)-ok-bad)
			for i := range forms {
				f := &forms[i]
				if f.Gen == gen.ID && !covered[f] {
					t.Errorf("table row has no test line: %s %s %s opcode %#x", f.Gen, f.Name, f.Enc, f.Opcode)
				}
			}
		})
	}
}
