package audit

import (
	"fmt"
	"sort"
	"strings"
)

// A CatalogueTarget is one target the catalogue is audited for.
type CatalogueTarget struct {
	Triple string
	CPU    string
	// IEEEBit: the generation has MODE.IEEE (GFX9–GFX11), so the
	// "amdgpu-ieee"="false" files are audited too (docs/reference/amdgpu.md §4.1).
	IEEEBit bool
}

// CatalogueTargets are the targets of the issue: gfx908, gfx90a, gfx942,
// gfx950, gfx1010, gfx1030, gfx1100, gfx1200, sm_70, sm_75, sm_80, sm_90.
var CatalogueTargets = []CatalogueTarget{
	{"amdgcn-amd-amdhsa", "gfx908", true},
	{"amdgcn-amd-amdhsa", "gfx90a", true},
	{"amdgcn-amd-amdhsa", "gfx942", true},
	{"amdgcn-amd-amdhsa", "gfx950", true},
	{"amdgcn-amd-amdhsa", "gfx1010", true},
	{"amdgcn-amd-amdhsa", "gfx1030", true},
	{"amdgcn-amd-amdhsa", "gfx1100", true},
	{"amdgcn-amd-amdhsa", "gfx1200", false},
	{"nvptx64-nvidia-cuda", "sm_70", false},
	{"nvptx64-nvidia-cuda", "sm_75", false},
	{"nvptx64-nvidia-cuda", "sm_80", false},
	{"nvptx64-nvidia-cuda", "sm_90", false},
}

// A catType is one IR type of the catalogue.
type catType struct {
	name  string // file name part: f16, bf16, f32, f64, v2f16
	ir    string // LLVM type
	lane  string // lane type
	int   string // same-width integer type (lanes: vector)
	zero  string // constants of the type: +0, 1, a quiet NaN, the sign mask, its complement
	one   string
	qnan  string
	isVec bool
}

func (c catType) mangle() string {
	return map[string]string{"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}[c.lane]
}

func (c catType) suffix() string {
	if c.isVec {
		return "v2" + c.mangle()
	}
	return c.mangle()
}

// cond is the i1 type matching c (<2 x i1> for vectors).
func (c catType) cond() string {
	if c.isVec {
		return "<2 x i1>"
	}
	return "i1"
}

func splat(vec bool, lane, v string) string {
	if !vec {
		return v
	}
	return fmt.Sprintf("<%s %s, %s %s>", lane, v, lane, v)
}

func newCatType(name, lane string, vec bool) catType {
	k := map[string][3]string{
		"half":   {"0xH0000", "0xH3C00", "0xH7E00"},
		"bfloat": {"0xR0000", "0xR3F80", "0xR7FC0"},
		"float":  {"0.000000e+00", "1.000000e+00", "0x7FF8000000000000"},
		"double": {"0.000000e+00", "1.000000e+00", "0x7FF8000000000000"},
	}[lane]
	w := map[string]int{"half": 16, "bfloat": 16, "float": 32, "double": 64}[lane]
	c := catType{name: name, lane: lane, isVec: vec}
	c.ir, c.int = lane, fmt.Sprintf("i%d", w)
	if vec {
		c.ir, c.int = "<2 x "+lane+">", fmt.Sprintf("<2 x i%d>", w)
	}
	c.zero, c.one, c.qnan = splat(vec, lane, k[0]), splat(vec, lane, k[1]), splat(vec, lane, k[2])
	return c
}

var catTypes = []catType{
	newCatType("f16", "half", false),
	newCatType("bf16", "bfloat", false),
	newCatType("f32", "float", false),
	newCatType("f64", "double", false),
	newCatType("v2f16", "half", true),
}

// A catFunc is one function of the catalogue: what it tests, its inputs,
// and its body over %a, %b, %c.
type catFunc struct {
	name  string
	what  string // the intrinsics / pattern, for the table
	arity int
	body  func(c catType) string
	only  func(c catType) bool // nil: every type
}

func call(c catType, intr, args string) string {
	return fmt.Sprintf("call %s @llvm.%s.%s(%s)", c.ir, intr, c.suffix(), args)
}

func two(c catType, x, y string) string { return fmt.Sprintf("%s %s, %s %s", c.ir, x, c.ir, y) }

func binary(intr string) catFunc {
	return catFunc{intr, "llvm." + intr, 2, func(c catType) string {
		return "  %r = " + call(c, intr, two(c, "%a", "%b")) + "\n"
	}, nil}
}

func chain3(name, intr string) catFunc {
	return catFunc{name, intr + "(" + intr + "(a, b), c) (three-input instruction: v_max3/v_min3, PTX three-input max)", 3, func(c catType) string {
		return "  %x = " + call(c, intr, two(c, "%a", "%b")) + "\n  %r = " + call(c, intr, two(c, "%x", "%c")) + "\n"
	}, nil}
}

var catFuncs = []catFunc{
	binary("maxnum"), binary("minnum"), binary("maximum"), binary("minimum"),
	binary("maximumnum"), binary("minimumnum"), binary("copysign"),
	{"canonicalize", "llvm.canonicalize", 1, func(c catType) string {
		return "  %r = call " + c.ir + " @llvm.canonicalize." + c.suffix() + "(" + c.ir + " %a)\n"
	}, nil},
	{"fabs", "llvm.fabs", 1, func(c catType) string {
		return "  %r = call " + c.ir + " @llvm.fabs." + c.suffix() + "(" + c.ir + " %a)\n"
	}, nil},
	{"fneg", "fneg", 1, func(c catType) string { return "  %r = fneg " + c.ir + " %a\n" }, nil},
	chain3("max3", "maxnum"), chain3("min3", "minnum"),
	chain3("maximum3", "maximum"), chain3("minimum3", "minimum"),
	{"med3", "maxnum(minnum(a, b), minnum(maxnum(a, b), c)) (v_med3)", 3, func(c catType) string {
		return "  %lo = " + call(c, "minnum", two(c, "%a", "%b")) +
			"\n  %hi = " + call(c, "maxnum", two(c, "%a", "%b")) +
			"\n  %m = " + call(c, "minnum", two(c, "%hi", "%c")) +
			"\n  %r = " + call(c, "maxnum", two(c, "%lo", "%m")) + "\n"
	}, nil},
	{"clamp", "minnum(maxnum(a, 0), 1) (v_med3 / clamp with constants)", 1, func(c catType) string {
		return "  %x = " + call(c, "maxnum", two(c, "%a", c.zero)) + "\n  %r = " + call(c, "minnum", two(c, "%x", c.one)) + "\n"
	}, nil},
	{"canon_maxnum", "maxnum(canonicalize a, canonicalize b)", 2, func(c catType) string {
		return "  %ca = call " + c.ir + " @llvm.canonicalize." + c.suffix() + "(" + c.ir + " %a)\n" +
			"  %cb = call " + c.ir + " @llvm.canonicalize." + c.suffix() + "(" + c.ir + " %b)\n" +
			"  %r = " + call(c, "maxnum", two(c, "%ca", "%cb")) + "\n"
	}, nil},
	{"select_ogt", "select(fcmp ogt a, b; a; b)", 2, func(c catType) string {
		return "  %k = fcmp ogt " + c.ir + " %a, %b\n  %r = select " + c.cond() + " %k, " + two(c, "%a", "%b") + "\n"
	}, nil},
	{"select_uno_maxnum", "select(fcmp uno a, b; qNaN; maxnum(a, b)) (maximum expansion)", 2, func(c catType) string {
		return "  %k = fcmp uno " + c.ir + " %a, %b\n  %m = " + call(c, "maxnum", two(c, "%a", "%b")) +
			"\n  %r = select " + c.cond() + " %k, " + two(c, c.qnan, "%m") + "\n"
	}, nil},
	{"fpclass_snan_maxnum", "select(is.fpclass(a, snan) | is.fpclass(b, snan); qNaN; maxnum(a, b)) (IEEE 754-2008 maxNum)", 2, func(c catType) string {
		cls := func(v string) string {
			return fmt.Sprintf("call %s @llvm.is.fpclass.%s(%s %s, i32 1)", c.cond(), c.suffix(), c.ir, v)
		}
		return "  %sa = " + cls("%a") + "\n  %sb = " + cls("%b") + "\n  %s = or " + c.cond() + " %sa, %sb\n  %m = " +
			call(c, "maxnum", two(c, "%a", "%b")) + "\n  %r = select " + c.cond() + " %s, " + two(c, c.qnan, "%m") + "\n"
	}, nil},
	{"maxnum_signfix", "maxnum, then and 0x7fff… when b is +0 (bitcast, icmp, and, select)", 2, func(c catType) string {
		mask := map[string]string{"double": "9223372036854775807", "float": "2147483647", "half": "32767", "bfloat": "32767"}[c.lane]
		zero := "0"
		if c.isVec {
			mask, zero = "<i16 32767, i16 32767>", "zeroinitializer"
		}
		return "  %m = " + call(c, "maxnum", two(c, "%a", "%b")) +
			"\n  %mi = bitcast " + c.ir + " %m to " + c.int +
			"\n  %bi = bitcast " + c.ir + " %b to " + c.int +
			"\n  %z = icmp eq " + c.int + " %bi, " + zero +
			"\n  %cl = and " + c.int + " %mi, " + mask +
			"\n  %s = select " + c.cond() + " %z, " + c.int + " %cl, " + c.int + " %mi" +
			"\n  %r = bitcast " + c.int + " %s to " + c.ir + "\n"
	}, nil},
	{"maxnum_wide", "fptrunc(maxnum(fpext a, fpext b)) through float", 2, func(c catType) string {
		w := "float"
		if c.isVec {
			w = "<2 x float>"
		}
		return "  %wa = fpext " + c.ir + " %a to " + w + "\n  %wb = fpext " + c.ir + " %b to " + w +
			"\n  %m = call " + w + " @llvm.maxnum." + map[bool]string{false: "f32", true: "v2f32"}[c.isVec] + "(" + w + " %wa, " + w + " %wb)" +
			"\n  %r = fptrunc " + w + " %m to " + c.ir + "\n"
	}, func(c catType) bool { return c.lane == "half" || c.lane == "bfloat" }},
}

// CatalogueFile is one IR file of testdata/audit.
type CatalogueFile struct {
	Name   string // "f32.ll", "f32_noieee.ll"
	NoIEEE bool
	Src    string
}

// catMeta says what a catalogue function tests.
type catMeta struct {
	what string
	typ  string
}

// Catalogue builds the catalogue's files: per type, one file with every
// function, and one with "amdgpu-ieee"="false" on every function.
func Catalogue() []CatalogueFile {
	var out []CatalogueFile
	for _, c := range catTypes {
		for _, no := range []bool{false, true} {
			var b strings.Builder
			name := c.name
			if no {
				name += "_noieee"
			}
			fmt.Fprintf(&b, "; lowerc audit catalogue: %s functions", c.ir)
			if no {
				b.WriteString(` with "amdgpu-ieee"="false"`)
			}
			b.WriteString(".\n; Generated by verify/audit (go test ./verify/audit -run TestCatalogueFiles -update); do not edit.\n\n")
			decls := map[string]string{}
			attr := ""
			if no {
				attr = " #0"
			}
			for _, f := range catFuncs {
				if f.only != nil && !f.only(c) {
					continue
				}
				params := []string{}
				for i := 0; i < f.arity; i++ {
					params = append(params, fmt.Sprintf("%s %%%c", c.ir, 'a'+i))
				}
				body := f.body(c)
				fmt.Fprintf(&b, "; %s\ndefine %s @%s_%s(%s)%s {\n%s  ret %s %%r\n}\n\n", f.what, c.ir, f.name, c.name, strings.Join(params, ", "), attr, body, c.ir)
				for _, l := range strings.Split(body, "\n") {
					if i := strings.Index(l, "@llvm."); i >= 0 {
						callee := l[i+1 : i+strings.Index(l[i:], "(")]
						decls[callee] = declFor(callee)
					}
				}
			}
			names := make([]string, 0, len(decls))
			for n := range decls {
				names = append(names, n)
			}
			sort.Strings(names)
			for _, n := range names {
				b.WriteString(decls[n] + "\n")
			}
			if no {
				b.WriteString("\nattributes #0 = { \"amdgpu-ieee\"=\"false\" }\n")
			}
			out = append(out, CatalogueFile{Name: name + ".ll", NoIEEE: no, Src: b.String()})
		}
	}
	return out
}

// declFor writes the declaration of an intrinsic from its name: the type
// comes from the overload suffix.
func declFor(callee string) string {
	dot := strings.LastIndex(callee, ".")
	base, sfx := strings.TrimPrefix(callee[:dot], "llvm."), callee[dot+1:]
	ty := map[string]string{"f16": "half", "bf16": "bfloat", "f32": "float", "f64": "double",
		"v2f16": "<2 x half>", "v2bf16": "<2 x bfloat>", "v2f32": "<2 x float>"}[sfx]
	switch base {
	case "is.fpclass":
		cond := "i1"
		if strings.HasPrefix(sfx, "v2") {
			cond = "<2 x i1>"
		}
		return fmt.Sprintf("declare %s @%s(%s, i32 immarg)", cond, callee, ty)
	case "canonicalize", "fabs":
		return fmt.Sprintf("declare %s @%s(%s)", ty, callee, ty)
	}
	return fmt.Sprintf("declare %s @%s(%s, %s)", ty, callee, ty, ty)
}

// FilesFor returns the catalogue files audited for t.
func FilesFor(t CatalogueTarget, files []CatalogueFile) []CatalogueFile {
	var out []CatalogueFile
	for _, f := range files {
		if f.NoIEEE && !t.IEEEBit {
			continue
		}
		out = append(out, f)
	}
	return out
}

// whatOf returns the description of catalogue function fn ("maxnum_f32").
func whatOf(fn string) catMeta {
	for _, c := range catTypes {
		for _, f := range catFuncs {
			if fn == f.name+"_"+c.name {
				return catMeta{f.what, c.name}
			}
		}
	}
	return catMeta{}
}
