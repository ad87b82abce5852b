package amdgcn

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// parseLine parses line as assembleDirs does, up to build: the statement
// (nil where parsing fails or the line holds no instruction) and the
// parser, whose position build reads.
func parseLine(g *Generation, line string) (*lineParser, *statement) {
	var errs ErrorList
	p := &lineParser{gen: g, errs: &errs, ds: &dirState{}, tab: table(g.ID)}
	s := []byte(line)
	t := trimRight(s)
	i := 0
	for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
		i++
	}
	if i == len(t) || t[i] == '.' {
		return p, nil
	}
	p.s, p.i, p.pos = t, i, Pos{"q.s", 1, i + 1}
	var st statement
	if !p.parseStatement(&st) || len(errs) > 0 {
		return p, nil
	}
	return p, &st
}

// checkQuickBuild holds buildQuick to buildFull on line: where it answers,
// buildFull accepts the statement without an error and builds the same
// Inst; where it declines, in is untouched. It reports whether it answered.
func checkQuickBuild(t testing.TB, g *Generation, line string) bool {
	p, st := parseLine(g, line)
	if st == nil {
		return false
	}
	var quick Inst
	st2 := *st
	ok := p.buildQuick(&st2, &quick)
	if !ok {
		require.Equal(t, Inst{}, quick, "%s: %q: buildQuick declined but wrote", g.Name, line)
		return false
	}
	var errs ErrorList
	p.errs, p.bad = &errs, false
	var full Inst
	st3 := *st
	require.True(t, p.buildFull(&st3, &full), "%s: %q: buildQuick built what buildFull rejects: %v", g.Name, line, errs.Err())
	require.Empty(t, errs, "%s: %q", g.Name, line)
	require.Equal(t, full, quick, "%s: %q", g.Name, line)
	return true
}

// quickMutants are variants of a corpus line that reach buildQuick's other
// answers: the operands' modifiers and forms taken away or added.
func quickMutants(r *rand.Rand, line string) []string {
	out := []string{line}
	for _, cut := range []string{" clamp", " mul:2", " mul:4", " div:2", " mul:1", " div:1"} {
		if strings.Contains(line, cut) {
			out = append(out, strings.Replace(line, cut, "", 1))
		}
	}
	for _, add := range []string{" clamp", " mul:2", " div:2", " mul:1", " op_sel:[0,0,0]", " offset:4", " sc0", " row_mask:0xf",
		" src0_sel:BYTE_1", " src1_sel:WORD_1", " dst_sel:WORD_0", " dst_unused:UNUSED_PAD", " dst_sel:DWORD clamp"} {
		out = append(out, line+add)
	}
	if sp := strings.IndexByte(line, ' '); sp > 0 {
		mn, rest := line[:sp], line[sp:]
		base := strings.TrimSuffix(strings.TrimSuffix(mn, "_e32"), "_e64")
		out = append(out, base+"_e32"+rest, base+"_e64"+rest, base+rest, base+"_sdwa"+rest, base+"_dpp"+rest)
		ops := strings.Split(rest, ",")
		if len(ops) > 1 {
			// a modifier on one operand
			k := r.IntN(len(ops))
			op := strings.TrimSpace(ops[k])
			for _, w := range []string{"-" + op, "|" + op + "|", "-|" + op + "|", "abs(" + op + ")", "neg(" + op + ")", "sext(" + op + ")"} {
				c := append([]string(nil), ops...)
				c[k] = " " + w
				if k == 0 {
					c[k] = w
				}
				out = append(out, mn+" "+strings.TrimSpace(strings.Join(c, ",")))
			}
			// drop the first operand (an implied destination), or swap two
			out = append(out, mn+" "+strings.TrimSpace(strings.Join(ops[1:], ",")))
			k = 1 + r.IntN(len(ops)-1)
			ops[0], ops[k] = ops[k], ops[0]
			out = append(out, mn+strings.Join(ops, ","))
		}
	}
	return out
}

// TestQuickBuildMatchesBuild holds buildQuick to buildFull on the random
// differential corpus of every generation (both wave sizes) and variants of
// its lines. It must also answer for a good share of them (a quick builder
// that always declined would pass the rest).
func TestQuickBuildMatchesBuild(t *testing.T) {
	n := 1500
	if *long {
		n = 20000
	}
	for _, gen := range fastGens() {
		name := gen.Name
		if gen.Wave64() {
			name += "+wavefrontsize64"
		}
		t.Run(name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(gen.ID), 16))
			answered, total, lines, plain := 0, 0, 0, 0
			for _, l := range genCorpus(gen, n, 16) {
				lines++
				for k, m := range quickMutants(r, l) {
					total++
					if checkQuickBuild(t, gen, m) {
						answered++
						if k == 0 {
							plain++
						}
					}
				}
			}
			t.Logf("buildQuick answered %d of %d lines (%d of the %d corpus lines)", answered, total, plain, lines)
			// most variants are errors; of the corpus lines (a fifth of
			// them errors, a fifth DPP and other rows it leaves) it must
			// take a good share
			require.Greater(t, plain, lines/4, "buildQuick answered %d of %d corpus lines", plain, lines)
		})
	}
}

// FuzzQuickBuild: buildQuick, where it answers, builds what buildFull
// builds, for any line on a GFX9, a GFX10 wave64 and a GFX11 generation.
func FuzzQuickBuild(f *testing.F) {
	for _, s := range []string{"v_max_f32 v1, v2, v3", "v_cmp_lt_f32 vcc, v5, v14", "v_cmpx_eq_u32 exec, s1, v2", "v_cmpx_eq_u32 s1, v2",
		"v_add_f32_e64 v1, 0x3f800000, s3 clamp mul:2", "v_max_f64 v[2:3], v[4:5], 1.0", "v_mov_b32 v1, -4", "v_max3_f32 v1, s2, s3, v4"} {
		f.Add(s)
	}
	gens := []*Generation{&generations[GFX942], &wave64Gens[GFX1030], &generations[GFX1100]}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.ContainsAny(line, "\n\r;#/") {
			return
		}
		for _, g := range gens {
			checkQuickBuild(t, g, line)
		}
	})
}
