// Command formgen writes targets/ptx/forms_gen.go: the PTX form table, one
// row per instruction form, from the families below. Each family is a line
// of the PTX ISA syntax (the doc section is in Source) with its optional
// modifiers; formgen spells every combination in the canonical modifier order
// and gives it the PTX ISA version and minimum target of the most demanding
// modifier it uses (docs/reference/ptx.md table 1.2). The canonical order is the
// one LLVM prints and package semantics names models by: .NaN, .ftz,
// .xorsign.abs (or .abs), .relu; ptxas accepts any order (docs/reference/ptx.md §1.1).
//
// Usage: go run ./internal/formgen -o forms_gen.go
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"strings"
)

// req is what a form or modifier needs: a PTX ISA version and a minimum sm
// (0: every target lowerc knows).
type req struct {
	major, minor int
	sm           int
}

func (r req) max(s req) req {
	if s.major > r.major || s.major == r.major && s.minor > r.minor {
		r.major, r.minor = s.major, s.minor
	}
	if s.sm > r.sm {
		r.sm = s.sm
	}
	return r
}

type mod struct {
	name string // ".ftz"
	need req
}

// A family is one syntax line of the PTX ISA: ops × optional modifiers
// (canonical order) × types.
type family struct {
	class  string // Class constant name
	ops    []string
	mods   []mod
	types  []string
	nsrc   int
	base   req
	model  bool // rows name a semantics model "ptx:<spelling>"
	source string
}

var (
	v10  = req{1, 0, 0}
	v70  = req{7, 0, 80}
	v72  = req{7, 2, 86}
	v80  = req{8, 0, 90}
	v88  = req{8, 8, 100}
	ftz  = mod{".ftz", v10}
	nan  = mod{".NaN", v70}
	xsa  = mod{".xorsign.abs", v72}
	abs3 = mod{".abs", v88}
	relu = mod{".relu", v80}
	mm   = []string{"min", "max"}
)

const (
	srcF32  = "PTX ISA 9.7.3.11/12 (min/max, floating point); docs/reference/ptx.md §1.2 [D+V]"
	srcF32T = "PTX ISA 9.7.3.11/12 (min/max, three inputs, PTX 8.8, sm_100); docs/reference/ptx.md §1.2 [D]"
	srcHalf = "PTX ISA 9.7.4.7/8 (min/max, half precision); docs/reference/ptx.md §1.2 [D+V]"
	srcInt  = "PTX ISA 9.7.1.12/13 (min/max, integer); docs/reference/ptx.md §1.2 [D+V]"
	srcIntX = "PTX ISA 9.7.1.12/13 (min/max .u16x2/.s16x2/.relu, PTX 8.0, sm_90); docs/reference/ptx.md §1.2 [D]"
)

var families = []family{
	{"ClassFloat", mm, []mod{nan, ftz, xsa}, []string{".f32"}, 2, v10, true, srcF32},
	{"ClassFloat", mm, []mod{nan, ftz, abs3}, []string{".f32"}, 3, v88, true, srcF32T},
	{"ClassFloat", mm, nil, []string{".f64"}, 2, v10, true, srcF32},
	{"ClassHalf", mm, []mod{nan, ftz, xsa}, []string{".f16", ".f16x2"}, 2, v70, true, srcHalf},
	{"ClassHalf", mm, []mod{nan, xsa}, []string{".bf16", ".bf16x2"}, 2, v70, true, srcHalf},
	{"ClassInt", mm, nil, []string{".s16", ".u16", ".u32", ".s64", ".u64"}, 2, v10, true, srcInt},
	{"ClassInt", mm, []mod{relu}, []string{".s32"}, 2, v10, true, srcInt},
	{"ClassInt", mm, nil, []string{".u16x2"}, 2, v80, true, srcIntX},
	{"ClassInt", mm, []mod{relu}, []string{".s16x2"}, 2, v80, true, srcIntX},
}

// support lists the other forms the lowering emits, one row each.
type supportRow struct {
	op, typ string
	nsrc    int
	need    req
	source  string
}

var support = []supportRow{
	{"ld.param.u64", "u64", 1, req{2, 0, 0}, "PTX ISA 9.7.9.8 ld (.param state space)"},
	{"ld.param.u8", "u8", 1, req{2, 0, 0}, "PTX ISA 9.7.9.8 ld (.param state space)"},
	{"cvta.to.global.u64", "u64", 1, req{2, 0, 0}, "PTX ISA 9.7.9.21 cvta"},
	{"ld.global.b16", "b16", 1, v10, "PTX ISA 9.7.9.8 ld"},
	{"ld.global.b32", "b32", 1, v10, "PTX ISA 9.7.9.8 ld"},
	{"ld.global.b64", "b64", 1, v10, "PTX ISA 9.7.9.8 ld"},
	{"ld.global.f32", "f32", 1, v10, "PTX ISA 9.7.9.8 ld"},
	{"ld.global.f64", "f64", 1, v10, "PTX ISA 9.7.9.8 ld"},
	{"st.global.b16", "b16", 1, v10, "PTX ISA 9.7.9.10 st"},
	{"st.global.b32", "b32", 1, v10, "PTX ISA 9.7.9.10 st"},
	{"st.global.b64", "b64", 1, v10, "PTX ISA 9.7.9.10 st"},
	{"st.global.f32", "f32", 1, v10, "PTX ISA 9.7.9.10 st"},
	{"st.global.f64", "f64", 1, v10, "PTX ISA 9.7.9.10 st"},
	{"mov.b16", "b16", 1, v10, "PTX ISA 9.7.9.1 mov; f16/bf16 constants have no immediates (docs/reference/ptx.md §3) [V]"},
	{"mov.b32", "b32", 1, v10, "PTX ISA 9.7.9.1 mov; also packs/unpacks {lo, hi} 16-bit halves"},
	{"mov.b64", "b64", 1, v10, "PTX ISA 9.7.9.1 mov; also packs/unpacks {lo, hi} 32-bit halves"},
	{"mov.f32", "f32", 1, v10, "PTX ISA 9.7.9.1 mov; immediates 0fXXXXXXXX (PTX §4.5.2)"},
	{"mov.f64", "f64", 1, v10, "PTX ISA 9.7.9.1 mov; immediates 0dXXXXXXXXXXXXXXXX (PTX §4.5.2)"},
	{"mov.u32", "u32", 1, v10, "PTX ISA 9.7.9.1 mov (special registers %tid)"},
	{"setp.ne.b16", "b16", 2, v10, "PTX ISA 9.7.7.1 setp (integer)"},
	{"setp.nan.f32", "f32", 2, v10, "PTX ISA 9.7.3.x setp (floating point): nan = a or b is NaN"},
	{"setp.nan.f64", "f64", 2, v10, "PTX ISA 9.7.3.x setp (floating point): nan = a or b is NaN"},
	{"selp.b16", "b16", 3, v10, "PTX ISA 9.7.7.2 selp"},
	{"selp.f32", "f32", 3, v10, "PTX ISA 9.7.7.2 selp"},
	{"selp.f64", "f64", 3, v10, "PTX ISA 9.7.7.2 selp"},
	{"cvt.f32.f16", "f32.f16", 1, v10, "PTX ISA 9.7.9.21 cvt (f16 to f32 is exact)"},
	{"cvt.rn.f16.f32", "f16.f32", 1, v10, "PTX ISA 9.7.9.21 cvt"},
	{"cvt.u32.u16", "u32.u16", 1, v10, "PTX ISA 9.7.9.21 cvt"},
	{"cvt.u16.u32", "u16.u32", 1, v10, "PTX ISA 9.7.9.21 cvt"},
	{"shl.b32", "b32", 2, v10, "PTX ISA 9.7.8.x shl (bf16 to f32: the high half)"},
	{"shr.u32", "u32", 2, v10, "PTX ISA 9.7.8.x shr"},
	{"and.b32", "b32", 2, v10, "PTX ISA 9.7.8.x and"},
	{"mad.lo.u32", "u32", 3, v10, "PTX ISA 9.7.1.x mad"},
	{"mul.wide.u32", "u32", 2, v10, "PTX ISA 9.7.1.x mul"},
	{"add.s64", "s64", 2, v10, "PTX ISA 9.7.1.x add"},
	{"cvt.u64.u32", "u64.u32", 1, v10, "PTX ISA 9.7.9.21 cvt"},
	{"mul.lo.s64", "s64", 2, v10, "PTX ISA 9.7.1.x mul"},
	{"ret", "", 0, v10, "PTX ISA 9.7.12.x ret"},
	{"and.b16", "b16", 2, v10, "PTX ISA 9.7.8.x and (sNaN test: clear the sign)"},
	{"and.b64", "b64", 2, v10, "PTX ISA 9.7.8.x and (sNaN test: clear the sign)"},
	{"setp.gt.u16", "u16", 2, v10, "PTX ISA 9.7.7.1 setp (sNaN test: |x| above infinity)"},
	{"setp.gt.u32", "u32", 2, v10, "PTX ISA 9.7.7.1 setp (sNaN test: |x| above infinity)"},
	{"setp.gt.u64", "u64", 2, v10, "PTX ISA 9.7.7.1 setp (sNaN test: |x| above infinity)"},
	{"setp.lt.and.u16", "u16", 3, v10, "PTX ISA 9.7.7.1 setp with .and (sNaN test: quiet bit clear)"},
	{"setp.lt.and.u32", "u32", 3, v10, "PTX ISA 9.7.7.1 setp with .and (sNaN test: quiet bit clear)"},
	{"setp.lt.and.u64", "u64", 3, v10, "PTX ISA 9.7.7.1 setp with .and (sNaN test: quiet bit clear)"},
	{"or.pred", "pred", 2, v10, "PTX ISA 9.7.8.x or (predicates)"},
}

// combos returns every subset of mods in order, the empty one first.
func combos(mods []mod) [][]mod {
	out := [][]mod{nil}
	for _, m := range mods {
		n := len(out)
		for i := 0; i < n; i++ {
			c := append(append([]mod(nil), out[i]...), m)
			out = append(out, c)
		}
	}
	// Keep canonical order within each subset (mods are appended in order).
	return out
}

func main() {
	out := flag.String("o", "forms_gen.go", "output file")
	flag.Parse()
	src, err := generate()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

func generate() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("// Code generated by go run ./internal/formgen; DO NOT EDIT.\n\npackage ptx\n\n")
	b.WriteString("// forms has one row per PTX instruction form lowerc knows: every min/max\n")
	b.WriteString("// form of docs/reference/ptx.md table 1.2 (canonical modifier order), then the\n")
	b.WriteString("// forms the lowering needs around them.\n")
	b.WriteString("var forms = [...]Form{\n")
	for _, f := range families {
		for _, t := range f.types {
			for _, op := range f.ops {
				for _, c := range combos(f.mods) {
					need := f.base
					spell := op
					for _, m := range c {
						spell += m.name
						need = need.max(m.need)
					}
					spell += t
					model := ""
					if f.model {
						// Package semantics names the three-input form
						// without .abs with the parameter inputs=3.
						model = "ptx:" + spell
						if f.nsrc == 3 && !strings.Contains(spell, ".abs") {
							model += ":inputs=3"
						}
					}
					fmt.Fprintf(&b, "\t{Op: %q, Class: %s, Type: %q, NSrc: %d, PTX: Version{%d, %d}, MinSM: %d, Model: %q, Source: %q},\n",
						spell, f.class, t[1:], f.nsrc, need.major, need.minor, need.sm, model, f.source)
				}
			}
		}
	}
	for _, s := range support {
		fmt.Fprintf(&b, "\t{Op: %q, Class: ClassSupport, Type: %q, NSrc: %d, PTX: Version{%d, %d}, MinSM: %d, Source: %q},\n",
			s.op, s.typ, s.nsrc, s.need.major, s.need.minor, s.need.sm, s.source)
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}
