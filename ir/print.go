package ir

import (
	"bytes"
	"fmt"
	"io"
	"strings"
)

// The printer writes the canonical text of a module. Its grammar (EBNF; the
// parser accepts exactly this, with any spacing, one statement per line, and
// "//" comments to the end of a line):
//
//	file     = { kernel } .
//	kernel   = "kernel" "@" name "(" [ param { "," param } ] ")"
//	           "grid" dims "block" dims "{" { stmt } "}" .
//	param    = "%" name ":" ( "global" type shape [ layout ] | "pred" ) .
//	dims     = "(" int [ "," int [ "," int ] ] ")" .
//	shape    = "[" int { "," int } "]" .
//	layout   = "layout" "[" int { "," int } "]" .
//	stmt     = "%" name "=" "alloc.local" type shape [ layout ] [ attrs ]
//	         | "%" name "=" "load" "%" name [ attrs ]
//	         | "store" "%" name "," "%" name [ attrs ]
//	         | "%" name "=" "mov" operand [ attrs ]
//	         | "%" name "=" ( "min" | "max" ) operand "," operand [ "," operand ] [ attrs ]
//	         | "%" name "=" "apply" ( "ptx" | "amdgcn" ) string operand { "," operand } [ attrs ] .
//	operand  = "%" name | type literal .
//	literal  = [ "-" ] ( decimal | "inf" ) | "nan" | hexbits .
//	attrs    = "{" attr { "," attr } "}" .
//	attr     = "nan" "=" ( "number" | "propagate" | "ieee2008" | "nnan" ) | "nsz" | "ftz"
//	         | "scope" "=" ( "thread" | "warp" | "warpgroup" | "cta" | "grid" )
//	         | "pred" "=" [ "!" ] "%" name | "preserve_dst" .
//
// Canonical form: two-space indentation, attributes in the order of the
// grammar with defaults (nan = number, scope = thread) left out, launch
// dimensions without trailing ones, one blank line between kernels, blank
// lines inside a body kept (at most one), comments kept in place.

// Format returns the canonical text of m.
func Format(m *Module) []byte {
	var b bytes.Buffer
	Fprint(&b, m)
	return b.Bytes()
}

// Fprint writes the canonical text of m to w.
func Fprint(w io.Writer, m *Module) error {
	var b bytes.Buffer
	for i, k := range m.Kernels {
		if i > 0 {
			b.WriteByte('\n')
		}
		printKernel(&b, k)
	}
	if len(m.Tail) > 0 && len(m.Kernels) > 0 {
		b.WriteByte('\n')
	}
	printComments(&b, "", m.Tail)
	_, err := w.Write(b.Bytes())
	return err
}

func printComments(b *bytes.Buffer, indent string, lines []string) {
	for _, c := range lines {
		b.WriteString(indent)
		b.WriteString("//")
		b.WriteString(strings.TrimRight(c, " \t\r"))
		b.WriteByte('\n')
	}
}

func printKernel(b *bytes.Buffer, k *Kernel) {
	printComments(b, "", k.Doc)
	fmt.Fprintf(b, "kernel @%s(", k.Name)
	for i, p := range k.Params {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(b, "%%%s: ", p.Name)
		if p.Space == Param {
			b.WriteString("pred")
			continue
		}
		fmt.Fprintf(b, "global %s[%s]", p.Type, joinInts(p.Shape))
		if p.Layout != nil {
			fmt.Fprintf(b, " layout [%s]", joinInts(p.Layout))
		}
	}
	fmt.Fprintf(b, ") grid(%s) block(%s) {", dims(k.Grid), dims(k.Block))
	printTrailing(b, k.Trailing)
	for i, op := range k.Body {
		st := op.Base()
		if st.Blank && i > 0 {
			b.WriteByte('\n')
		}
		printComments(b, "  ", st.Doc)
		b.WriteString("  ")
		b.WriteString(FormatOp(op))
		printTrailing(b, st.Trailing)
	}
	printComments(b, "  ", k.EndDoc)
	b.WriteString("}")
	printTrailing(b, k.EndTrailing)
}

// printTrailing ends a line, with its comment if there is one.
func printTrailing(b *bytes.Buffer, c string) {
	if c != "" {
		b.WriteString("  //")
		b.WriteString(strings.TrimRight(c, " \t\r"))
	}
	b.WriteByte('\n')
}

func dims(d [3]int) string {
	n := 3
	for n > 1 && d[n-1] == 1 {
		n--
	}
	return joinInts(d[:n])
}

// FormatOp returns the canonical text of one statement, without comments.
func FormatOp(op Op) string {
	var b strings.Builder
	switch o := op.(type) {
	case *Alloc:
		t := o.Tensor
		fmt.Fprintf(&b, "%%%s = alloc.local %s[%s]", t.Name, t.Type, joinInts(t.Shape))
		if t.Layout != nil {
			fmt.Fprintf(&b, " layout [%s]", joinInts(t.Layout))
		}
	case *Load:
		fmt.Fprintf(&b, "%%%s = load %%%s", o.Dst.Name, o.Src.Name)
	case *Store:
		fmt.Fprintf(&b, "store %%%s, %%%s", o.Dst.Name, o.Src.Name)
	case *Mov:
		fmt.Fprintf(&b, "%%%s = mov %s", o.Dst.Name, FormatOperand(o.Src))
	case *MinMax:
		fmt.Fprintf(&b, "%%%s = %s %s", o.Dst.Name, o.Kind, formatOperands(o.Srcs))
	case *Apply:
		fmt.Fprintf(&b, "%%%s = apply %s %q %s", o.Dst.Name, o.Target, o.Opcode, formatOperands(o.Srcs))
	}
	var attrs []string
	if mm, ok := op.(*MinMax); ok {
		if mm.NaN != Number {
			attrs = append(attrs, "nan = "+mm.NaN.String())
		}
		if mm.NSZ {
			attrs = append(attrs, "nsz")
		}
		if mm.FTZ {
			attrs = append(attrs, "ftz")
		}
	}
	a := op.Base().Attrs
	if a.Scope != Thread {
		attrs = append(attrs, "scope = "+a.Scope.String())
	}
	if a.Pred != nil {
		neg := ""
		if a.Pred.Negate {
			neg = "!"
		}
		attrs = append(attrs, "pred = "+neg+"%"+a.Pred.Name)
	}
	if a.PreserveDst {
		attrs = append(attrs, "preserve_dst")
	}
	if len(attrs) > 0 {
		b.WriteString(" {" + strings.Join(attrs, ", ") + "}")
	}
	return b.String()
}

func formatOperands(ops []Operand) string {
	s := make([]string, len(ops))
	for i, o := range ops {
		s[i] = FormatOperand(o)
	}
	return strings.Join(s, ", ")
}

// FormatOperand returns an operand's text: "%a" or "f32 0.0".
func FormatOperand(o Operand) string {
	switch o := o.(type) {
	case *Ref:
		return "%" + o.Name
	case *Scalar:
		return o.Type.String() + " " + FormatLiteral(o)
	}
	return "?"
}
