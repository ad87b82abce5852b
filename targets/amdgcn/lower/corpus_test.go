package lower

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// The test corpus: tile kernels that cover every min/max type × NaN policy ×
// arity × kind, constants that are inline, literal-able and neither, preds
// with and without preserve_dst, group scopes with several launch shapes,
// strided and large global offsets, 64-bit values at odd register positions,
// and one atom per VALU instruction of package amdgcn's table that the
// generation has.

var corpusFloatTypes = []string{"f16", "bf16", "f32", "f64", "f16x2", "bf16x2", "f32x2"}
var corpusIntTypes = []string{"s16", "u16", "s32", "u32", "s64", "u64", "s16x2", "u16x2"}
var corpusPolicies = []string{"number", "propagate", "ieee2008", "nnan"}

// corpusConsts: an inline constant and one that is not.
var corpusConsts = map[string][2]string{
	"f16":    {"f16 1.0", "f16 0x7e01"},
	"bf16":   {"bf16 2.0", "bf16 0xff81"},
	"bf16x2": {"bf16x2 0x3f803f80", "bf16x2 0x7f81c020"},
	"s64":    {"s64 -5", "s64 -1000000000000"},
	"u64":    {"u64 64", "u64 0xffffffff00000001"},
	"f32":    {"f32 -4.0", "f32 100.0"},
	"f64":    {"f64 0.5", "f64 0x400921fb54442d18"},
	"f16x2":  {"f16x2 0x3c003c00", "f16x2 0x3c004000"},
	"f32x2":  {"f32x2 0x3f80000040000000", "f32x2 0x7fc0000142c80000"},
	"s16":    {"s16 -3", "s16 1000"},
	"u16":    {"u16 64", "u16 65535"},
	"s32":    {"s32 -16", "s32 -17"},
	"u32":    {"u32 7", "u32 123456"},
	"s16x2":  {"s16x2 0x00050005", "s16x2 0xfffe0001"},
	"u16x2":  {"u16x2 0x00000040", "u16x2 0x12345678"},
}

// minMaxKernel is one kernel exercising a min/max combination.
func minMaxKernel(name, kind, ty, policy string, arity int) string {
	attr := ""
	if policy != "" && policy != "number" {
		attr = " {nan = " + policy + "}"
	}
	srcs := "%a, %b"
	if arity == 3 {
		srcs += ", %c"
	}
	c := corpusConsts[ty]
	var b strings.Builder
	fmt.Fprintf(&b, "kernel @%s(%%A: global %s[1,1], %%B: global %s[1,1], %%C: global %s[1,1], %%O: global %s[1,1]) grid(1) block(1) {\n", name, ty, ty, ty, ty)
	for _, v := range []string{"a", "b", "c"} {
		fmt.Fprintf(&b, "  %%%s = alloc.local %s[1,1]\n", v, ty)
	}
	fmt.Fprintf(&b, "  %%a = load %%A\n  %%b = load %%B\n  %%c = load %%C\n")
	fmt.Fprintf(&b, "  %%a = %s %s%s\n", kind, srcs, attr)
	fmt.Fprintf(&b, "  %%b = %s %%b, %s%s\n", kind, c[0], attr)
	fmt.Fprintf(&b, "  %%c = %s %s, %%c%s\n", kind, c[1], attr)
	if arity == 3 {
		fmt.Fprintf(&b, "  %%c = %s %%c, %s, %s%s\n", kind, c[1], c[0], attr)
	}
	fmt.Fprintf(&b, "  %%a = max %%a, %%b\n  %%a = min %%a, %%c\n  store %%O, %%a\n}\n\n")
	return b.String()
}

// irType maps an operand type of package amdgcn to a tile type of that width.
func irType(t amdgcn.OpType) string {
	switch t {
	case amdgcn.TF16:
		return "f16"
	case amdgcn.TI16:
		return "u16"
	case amdgcn.TF32:
		return "f32"
	case amdgcn.TF64:
		return "f64"
	case amdgcn.TV2F16:
		return "f16x2"
	case amdgcn.TV2I16:
		return "u16x2"
	}
	return "u32"
}

// atomKernel applies every atom-shaped instruction of gen's table once.
func atomKernels(g *amdgcn.Generation) string {
	names := amdgcn.Mnemonics(g)
	sort.Strings(names)
	var b strings.Builder
	n := 0
	for _, name := range names {
		ent, err := amdgcn.LookupForm(g, name)
		if err != nil {
			continue
		}
		ar, ok := atomShapes[ent.Def.Shape]
		if !ok || int64Operands(ent.Def) {
			continue
		}
		d := ent.Def
		fmt.Fprintf(&b, "kernel @atom_%s(%%O: global %s[1,1]) grid(1) block(1) {\n", name, irType(d.Dst))
		fmt.Fprintf(&b, "  %%d = alloc.local %s[1,1]\n", irType(d.Dst))
		var srcs []string
		for i := 0; i < ar; i++ {
			// A full-width bit pattern: 4 hex digits for a 16-bit type.
			fmt.Fprintf(&b, "  %%s%d = alloc.local %s[1,1]\n  %%s%d = mov %s 0x%0*x\n", i, irType(d.Src[i]), i, irType(d.Src[i]),
				ir.ParseElemType(irType(d.Src[i])).Bits()/4, 0x11*(i+1))
			srcs = append(srcs, fmt.Sprintf("%%s%d", i))
		}
		if ar >= 2 {
			// An inline constant in the last source as well.
			srcs[ar-1] = fmt.Sprintf("%s 0x%0*x", irType(d.Src[ar-1]), ir.ParseElemType(irType(d.Src[ar-1])).Bits()/4, 1)
		}
		fmt.Fprintf(&b, "  %%d = apply amdgcn %q %s\n  store %%O, %%d\n}\n\n", name, strings.Join(srcs, ", "))
		n++
	}
	return b.String()
}

// specialKernels: preds, scopes, addressing, registers, movs.
const specialKernels = `kernel @pred(%A: global f32[3,1], %D: global f64[3,1], %O: global f32[3,1], %OD: global f64[3,1], %p: pred, %q: pred) grid(1) block(1) {
  %a = alloc.local f32[3,1]
  %x = alloc.local f32[1]
  %d = alloc.local f64[3,1]
  %a = load %A {pred = %p, preserve_dst}
  %d = load %D {pred = !%q}
  %x = mov f32 2.0
  %a = max %a, %a {pred = %p, preserve_dst}
  %a = min %a, f32 0x12345678 {pred = !%q, preserve_dst, nan = propagate}
  %d = max %d, f64 3.0 {pred = %q, preserve_dst, nan = propagate}
  %d = min %d, %d {pred = %p}
  store %O, %a {pred = %p}
  store %OD, %d {pred = !%p}
}

kernel @predfirst(%p: pred, %A: global f32[2,1], %q: pred, %r: pred, %B: global f64[1,1], %C: global f32[2,1], %s: pred) grid(1) block(1) {
  %a = alloc.local f32[2,1]
  %d = alloc.local f64[1,1]
  %a = load %A {pred = %p}
  %d = load %B {pred = !%q}
  %a = max %a, f32 1.0 {pred = %r, preserve_dst}
  %d = min %d, f64 -0.0 {nan = propagate, pred = %s, preserve_dst}
  store %C, %a
  store %B, %d
}

kernel @warp(%A: global f32[WAVE,2,1], %B: global f16[WAVE,2,1] layout [5,1,1], %O: global f32[WAVE,2,1]) grid(2) block(64) {
  %a = alloc.local f32[WAVE,2,1] {scope = warp}
  %h = alloc.local f16[WAVE,2,1] {scope = warp}
  %a = load %A {scope = warp}
  %h = load %B {scope = warp}
  %h = max %h, f16 0.5 {scope = warp}
  %a = max %a, %a {scope = warp, nan = propagate}
  store %O, %a {scope = warp}
}

kernel @cta(%A: global f64[256,1] layout [3,1], %O: global f64[256,1]) grid(1) block(16,4,4) {
  %a = alloc.local f64[256,1] {scope = cta}
  %a = load %A {scope = cta}
  %a = max %a, f64 -2.0 {scope = cta}
  store %O, %a {scope = cta}
}

kernel @cta2d(%A: global f32[64,1] layout [5000000,1], %O: global f32[64,1]) grid(1) block(8,8) {
  %a = alloc.local f32[64,1] {scope = cta}
  %a = load %A {scope = cta}
  store %O, %a {scope = cta}
}

kernel @warpgroup(%A: global u32[4,32,1], %O: global u32[4,32,1] layout [40,1,1]) grid(1) block(128) {
  %a = alloc.local u32[4,32,1] {scope = warpgroup}
  %a = load %A {scope = warpgroup}
  %a = max %a, u32 99 {scope = warpgroup}
  store %O, %a {scope = warpgroup}
}

kernel @far(%A: global f32[3,1] layout [3000,1], %H: global f16[2,1] layout [1000000,1], %O: global f32[3,1] layout [100000,1]) grid(1) block(1) {
  %a = alloc.local f32[3,1]
  %h = alloc.local f16[2,1]
  %a = load %A
  %h = load %H
  store %O, %a
}

kernel @highregs(%A: global f32[130,1], %H: global f16[2,1], %O: global f16[2,1]) grid(1) block(1) {
  %big = alloc.local f32[130,1]
  %h = alloc.local f16[2,1]
  %i = alloc.local u16[2,1]
  %big = load %A
  %h = load %H
  %h = max %h, %h {nan = propagate}
  %h = min %h, f16 1.0
  %h = max f16 2.0, %h {nan = nnan}
  %i = mov u16 7
  %i = max %i, u16 5
  store %O, %h
}

kernel @oddpairs(%D: global f64[3,1], %O: global f64[3,1]) grid(1) block(1) {
  %x = alloc.local f32[1]
  %d = alloc.local f64[3,1]
  %e = alloc.local f64[3,1] layout [2,1]
  %x = mov f32 1.0
  %d = load %D
  %e = mov %d
  %e = mov f64 0x0123456789abcdef
  %e = max %e, %d, f64 1.0 {nan = nnan}
  store %O, %e
}
`

// corpus returns the whole test corpus for gen; nan = ieee2008 kernels only
// where ieee (IEEE mode) is set, since they need it.
func corpus(g *amdgcn.Generation, ieee bool) string {
	var b strings.Builder
	for _, kind := range []string{"max", "min"} {
		for _, ty := range corpusFloatTypes {
			for _, p := range corpusPolicies {
				if p == "ieee2008" && !ieee && hasModeBits(g) {
					continue
				}
				for _, ar := range []int{2, 3} {
					b.WriteString(minMaxKernel(fmt.Sprintf("%s_%s_%s_%d", kind, ty, p, ar), kind, ty, p, ar))
				}
			}
		}
		for _, ty := range corpusIntTypes {
			for _, ar := range []int{2, 3} {
				b.WriteString(minMaxKernel(fmt.Sprintf("%s_%s_%d", kind, ty, ar), kind, ty, "", ar))
			}
		}
	}
	// scope warp spans one wave: WAVE lanes
	b.WriteString(strings.ReplaceAll(specialKernels, "WAVE", strconv.Itoa(g.WaveSize)))
	b.WriteString(gridKernels)
	b.WriteString("\n")
	b.WriteString(atomKernels(g))
	return b.String()
}
