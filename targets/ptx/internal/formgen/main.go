// Command formgen writes targets/ptx/forms_gen.go: the PTX form table, one
// row per instruction form, from the families below. Each family is a line
// of the PTX ISA syntax (the doc section is in Source) with its optional
// modifiers; formgen spells every combination in the canonical modifier order
// and gives it the PTX ISA version and minimum target of the most demanding
// modifier it uses (docs/reference/ptx.md table 1.2). The canonical order is the
// one LLVM prints and package semantics names models by: .NaN, .ftz,
// .xorsign.abs (or .abs), .relu; ptxas accepts any order (docs/reference/ptx.md §1.1).
//
// It also writes semantics/modelid/ptx_gen.go: one typed identifier per
// min/max model (modelid.PTX), which each min/max row holds in Form.Model,
// with the descriptor package semantics builds the "ptx:" models from. The
// families marked modelOnly are models without a form row.
//
// Usage: go run ./internal/formgen -o forms_gen.go -models ../../semantics/modelid/ptx_gen.go
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"strings"

	"github.com/lowerc/lowerc/semantics/modelid"
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
	bits modelid.PTXMods // ModFTZ; ModXorsign|ModAbs for .xorsign.abs
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
	// modelOnly: package semantics models the forms, the form table has no
	// rows for them (the lowering does not use them); needs then says
	// what they need, for the model's description.
	modelOnly bool
	needs     string
}

var (
	v10  = req{1, 0, 0}
	v70  = req{7, 0, 80}
	v72  = req{7, 2, 86}
	v80  = req{8, 0, 90}
	v88  = req{8, 8, 100}
	v92  = req{9, 2, 120}
	ftz  = mod{modelid.ModFTZ, v10}
	nan  = mod{modelid.ModNaN, v70}
	xsa  = mod{modelid.ModXorsign | modelid.ModAbs, v72}
	abs3 = mod{modelid.ModAbs, v88}
	relu = mod{modelid.ModRelu, v80}
	mm   = []string{"min", "max"}
)

const (
	srcF32  = "PTX ISA 9.7.3.11/12 (min/max, floating point); docs/reference/ptx.md §1.2 [D+V]"
	srcF32T = "PTX ISA 9.7.3.11/12 (min/max, three inputs, PTX 8.8, sm_100); docs/reference/ptx.md §1.2 [D]"
	srcHalf = "PTX ISA 9.7.4.7/8 (min/max, half precision); docs/reference/ptx.md §1.2 [D+V]"
	srcInt  = "PTX ISA 9.7.1.12/13 (min/max, integer); docs/reference/ptx.md §1.2 [D+V]"
	srcIntX = "PTX ISA 9.7.1.12/13 (min/max .u16x2/.s16x2/.relu, PTX 8.0, sm_90); docs/reference/ptx.md §1.2 [D]"
	srcInt8 = "PTX ISA 9.7.1.12/13 (min/max .u8x4/.s8x4, PTX 9.2, sm_120f); docs/reference/ptx.md §1.2 [D]"
)

var families = []family{
	{"ClassFloat", mm, []mod{nan, ftz, xsa}, []string{".f32"}, 2, v10, true, srcF32, false, ""},
	{"ClassFloat", mm, []mod{nan, ftz, abs3}, []string{".f32"}, 3, v88, true, srcF32T, false, ""},
	{"ClassFloat", mm, nil, []string{".f64"}, 2, v10, true, srcF32, false, ""},
	{"ClassHalf", mm, []mod{nan, ftz, xsa}, []string{".f16", ".f16x2"}, 2, v70, true, srcHalf, false, ""},
	{"ClassHalf", mm, []mod{nan, xsa}, []string{".bf16", ".bf16x2"}, 2, v70, true, srcHalf, false, ""},
	{"ClassInt", mm, nil, []string{".s16", ".u16", ".u32", ".s64", ".u64"}, 2, v10, true, srcInt, false, ""},
	{"ClassInt", mm, []mod{relu}, []string{".s32"}, 2, v10, true, srcInt, false, ""},
	{"ClassInt", mm, nil, []string{".u16x2"}, 2, v80, true, srcIntX, false, ""},
	{"ClassInt", mm, []mod{relu}, []string{".s16x2"}, 2, v80, true, srcIntX, false, ""},
	// PTX ISA 9.2 .u8x4/.s8x4 (sm_120f family, docs/reference/ptx.md table 1.2).
	{"ClassInt", mm, nil, []string{".u8x4"}, 2, v92, true, srcInt8, true, "PTX 9.2, sm_120f"},
	{"ClassInt", mm, []mod{relu}, []string{".s8x4"}, 2, v92, true, srcInt8, true, "PTX 9.2, sm_120f"},
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
	out := flag.String("o", "forms_gen.go", "output file: the form table")
	models := flag.String("models", "../../semantics/modelid/ptx_gen.go", "output file: the model identifiers")
	flag.Parse()
	rows, ids := collect()
	for _, w := range []struct {
		file string
		gen  func([]row) ([]byte, error)
		rows []row
	}{{*out, generate, rows}, {*models, generateModels, ids}} {
		src, err := w.gen(w.rows)
		if err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(w.file, src, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

// A row is one min/max form of a family.
type row struct {
	f      *family
	op     string
	mods   modelid.PTXMods
	typ    string // without the dot
	spell  string
	need   req
	model  string // model name ("" if none)
	ident  string // Go identifier of the model in package modelid
	row    bool   // a form row (not model only)
	inputs int
}

// collect spells every min/max form of the families: the form rows (in
// table order) and the models (rows first, then the model-only forms).
func collect() (rows, models []row) {
	var only []row
	for fi := range families {
		f := &families[fi]
		for _, t := range f.types {
			for _, op := range f.ops {
				for _, c := range combos(f.mods) {
					r := row{f: f, op: op, typ: t[1:], need: f.base, row: !f.modelOnly, inputs: f.nsrc}
					for _, m := range c {
						r.mods |= m.bits
						r.need = r.need.max(m.need)
					}
					r.spell = modelid.SpellPTX(op, r.mods, r.typ)
					if f.model {
						// Package semantics names the three-input form
						// without .abs with the parameter inputs=3.
						r.model = "ptx:" + r.spell
						r.ident = ident(r.spell)
						if f.nsrc == 3 && r.mods&modelid.ModAbs == 0 {
							r.model += ":inputs=3"
							r.ident += "In3"
						}
					}
					if f.modelOnly {
						only = append(only, r)
					} else {
						rows = append(rows, r)
					}
				}
			}
		}
	}
	for _, r := range rows {
		if r.model != "" {
			models = append(models, r)
		}
	}
	return rows, append(models, only...)
}

// ident is the Go name of a spelling's model: max.NaN.ftz.f16x2 →
// PTXMaxNaNFtzF16x2.
func ident(spell string) string {
	s := "PTX"
	for _, p := range strings.Split(spell, ".") {
		s += strings.ToUpper(p[:1]) + p[1:]
	}
	return s
}

// needs is what a form needs, as the model descriptions say it.
func (r row) needs() string {
	switch {
	case r.f.needs != "":
		return r.f.needs
	case r.need.sm == 0 && r.f.class == "ClassInt":
		return fmt.Sprintf("PTX %d.%d", r.need.major, r.need.minor)
	case r.need.sm == 0:
		return fmt.Sprintf("PTX %d.%d, all targets", r.need.major, r.need.minor)
	}
	return fmt.Sprintf("PTX %d.%d, sm_%d", r.need.major, r.need.minor, r.need.sm)
}

func generate(rows []row) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("// Code generated by go run ./internal/formgen; DO NOT EDIT.\n\npackage ptx\n\n")
	b.WriteString("import \"github.com/lowerc/lowerc/semantics/modelid\"\n\n")
	b.WriteString("// forms has one row per PTX instruction form lowerc knows: every min/max\n")
	b.WriteString("// form of docs/reference/ptx.md table 1.2 (canonical modifier order), then the\n")
	b.WriteString("// forms the lowering needs around them.\n")
	b.WriteString("var forms = [...]Form{\n")
	for _, r := range rows {
		model := "0"
		if r.ident != "" {
			model = "modelid." + r.ident
		}
		fmt.Fprintf(&b, "\t{Op: %q, Class: %s, Type: %q, NSrc: %d, PTX: Version{%d, %d}, MinSM: %d, Model: %s, Source: %q},\n",
			r.spell, r.f.class, r.typ, r.f.nsrc, r.need.major, r.need.minor, r.need.sm, model, r.f.source)
	}
	for _, s := range support {
		fmt.Fprintf(&b, "\t{Op: %q, Class: ClassSupport, Type: %q, NSrc: %d, PTX: Version{%d, %d}, MinSM: %d, Source: %q},\n",
			s.op, s.typ, s.nsrc, s.need.major, s.need.minor, s.need.sm, s.source)
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}

// modString spells a modifier set as Go: modelid.ModNaN | modelid.ModFTZ.
func modString(m modelid.PTXMods) string {
	names := []string{"ModNaN", "ModFTZ", "ModXorsign", "ModAbs", "ModRelu"}
	var parts []string
	for i, n := range names {
		if m&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	if len(parts) == 0 {
		return "0"
	}
	return strings.Join(parts, " | ")
}

func generateModels(models []row) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("// Code generated by go run ./internal/formgen (targets/ptx); DO NOT EDIT.\n\npackage modelid\n\n")
	b.WriteString("// The PTX min/max models: one per min/max row of the PTX form table\n")
	b.WriteString("// (targets/ptx, in table order), then the forms that are models only.\n")
	b.WriteString("const (\n")
	for i, r := range models {
		if i == 0 {
			fmt.Fprintf(&b, "\t%s PTX = iota + 1 // %s\n", r.ident, r.model)
		} else {
			fmt.Fprintf(&b, "\t%s // %s\n", r.ident, r.model)
		}
	}
	b.WriteString(")\n\n")
	b.WriteString("var ptxModels = [...]PTXModel{\n\t{},\n")
	for _, r := range models {
		fmt.Fprintf(&b, "\t{ID: %s, Name: %q, Op: %q, Mods: %s, Type: %q, Inputs: %d, Needs: %q, Row: %v},\n",
			r.ident, r.model, r.op, modString(r.mods), r.typ, r.inputs, r.needs(), r.row)
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}
