; Produced by lowerc (targets/llvm, target llvm nvptx64-nvidia-cuda sm_80); opt-19 -passes=verify accepts it and llc-19 -mcpu=sm_80 compiles it (TestGoldenFiles checks both on every run; -update rewrites).
source_filename = "matrix.tile"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @max2_f16_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = bitcast half %3 to i16
	%9 = bitcast half %5 to i16
	%10 = call i16 asm "max.f16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %9)
	%11 = bitcast i16 %10 to half
	%12 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_bf16_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "max.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f32_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f64_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double asm "max.f64 $0, $1, $2;", "=d,d,d"(double %3, double %5)
	%9 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f16x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "max.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_bf16x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = bitcast <2 x i16> %3 to i32
	%9 = bitcast <2 x i16> %5 to i32
	%10 = call i32 asm "max.bf16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x i16>
	%12 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_f32x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = extractelement <2 x float> %3, i32 0
	%9 = extractelement <2 x float> %5, i32 0
	%10 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %8, float %9)
	%11 = insertelement <2 x float> undef, float %10, i32 0
	%12 = extractelement <2 x float> %3, i32 1
	%13 = extractelement <2 x float> %5, i32 1
	%14 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %12, float %13)
	%15 = insertelement <2 x float> %11, float %14, i32 1
	%16 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @max3_f32_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max3_f16x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "max.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = bitcast <2 x half> %11 to i32
	%13 = bitcast <2 x half> %7 to i32
	%14 = call i32 asm "max.f16x2 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %13)
	%15 = bitcast i32 %14 to <2 x half>
	%16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @max3_bf16_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "max.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = call i16 asm "max.bf16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %7)
	%10 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max2_f16_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = bitcast half %3 to i16
	%9 = bitcast half %5 to i16
	%10 = call i16 asm "max.f16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %9)
	%11 = bitcast i16 %10 to half
	%12 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_bf16_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "max.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f32_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f64_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double asm "max.f64 $0, $1, $2;", "=d,d,d"(double %3, double %5)
	%9 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f16x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "max.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_bf16x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = bitcast <2 x i16> %3 to i32
	%9 = bitcast <2 x i16> %5 to i32
	%10 = call i32 asm "max.bf16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x i16>
	%12 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_f32x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = extractelement <2 x float> %3, i32 0
	%9 = extractelement <2 x float> %5, i32 0
	%10 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %8, float %9)
	%11 = insertelement <2 x float> undef, float %10, i32 0
	%12 = extractelement <2 x float> %3, i32 1
	%13 = extractelement <2 x float> %5, i32 1
	%14 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %12, float %13)
	%15 = insertelement <2 x float> %11, float %14, i32 1
	%16 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @max3_f32_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max3_f16x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "max.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = bitcast <2 x half> %11 to i32
	%13 = bitcast <2 x half> %7 to i32
	%14 = call i32 asm "max.f16x2 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %13)
	%15 = bitcast i32 %14 to <2 x half>
	%16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @max3_bf16_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "max.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = call i16 asm "max.bf16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %7)
	%10 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max2_f16_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = bitcast half %3 to i16
	%9 = bitcast half %5 to i16
	%10 = call i16 asm "max.NaN.f16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %9)
	%11 = bitcast i16 %10 to half
	%12 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_bf16_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "max.NaN.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f32_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f64_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double @llvm.maximum.f64(double %3, double %5)
	%9 = fcmp uno double %3, %5
	%10 = select i1 %9, double bitcast (i64 u0x7FF8000000000000 to double), double %8
	%11 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %10, ptr addrspace(1) %11
	ret void
}

define ptx_kernel void @max2_f16x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "max.NaN.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_bf16x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = bitcast <2 x i16> %3 to i32
	%9 = bitcast <2 x i16> %5 to i32
	%10 = call i32 asm "max.NaN.bf16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x i16>
	%12 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_f32x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = extractelement <2 x float> %3, i32 0
	%9 = extractelement <2 x float> %5, i32 0
	%10 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %8, float %9)
	%11 = insertelement <2 x float> undef, float %10, i32 0
	%12 = extractelement <2 x float> %3, i32 1
	%13 = extractelement <2 x float> %5, i32 1
	%14 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %12, float %13)
	%15 = insertelement <2 x float> %11, float %14, i32 1
	%16 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @max3_f32_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max3_f16x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "max.NaN.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = bitcast <2 x half> %11 to i32
	%13 = bitcast <2 x half> %7 to i32
	%14 = call i32 asm "max.NaN.f16x2 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %13)
	%15 = bitcast i32 %14 to <2 x half>
	%16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @max3_bf16_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "max.NaN.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = call i16 asm "max.NaN.bf16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %7)
	%10 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max2_f16_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = bitcast half %3 to i16
	%9 = bitcast half %5 to i16
	%10 = call i16 asm "max.NaN.f16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %9)
	%11 = bitcast i16 %10 to half
	%12 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_bf16_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "max.NaN.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f32_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f64_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nsz double @llvm.maximum.f64(double %3, double %5)
	%9 = fcmp uno double %3, %5
	%10 = select i1 %9, double bitcast (i64 u0x7FF8000000000000 to double), double %8
	%11 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %10, ptr addrspace(1) %11
	ret void
}

define ptx_kernel void @max2_f16x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "max.NaN.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_bf16x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = bitcast <2 x i16> %3 to i32
	%9 = bitcast <2 x i16> %5 to i32
	%10 = call i32 asm "max.NaN.bf16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x i16>
	%12 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_f32x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = extractelement <2 x float> %3, i32 0
	%9 = extractelement <2 x float> %5, i32 0
	%10 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %8, float %9)
	%11 = insertelement <2 x float> undef, float %10, i32 0
	%12 = extractelement <2 x float> %3, i32 1
	%13 = extractelement <2 x float> %5, i32 1
	%14 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %12, float %13)
	%15 = insertelement <2 x float> %11, float %14, i32 1
	%16 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @max3_f32_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max3_f16x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "max.NaN.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = bitcast <2 x half> %11 to i32
	%13 = bitcast <2 x half> %7 to i32
	%14 = call i32 asm "max.NaN.f16x2 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %13)
	%15 = bitcast i32 %14 to <2 x half>
	%16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @max3_bf16_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "max.NaN.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = call i16 asm "max.NaN.bf16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %7)
	%10 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max2_f16_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call half @llvm.maxnum.f16(half %3, half %5)
	%9 = call i1 @llvm.is.fpclass.f16(half %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f16(half %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, half bitcast (i16 32256 to half), half %8
	%13 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @max2_bf16_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call float @llvm.maxnum.f32(float %10, float %13)
	%15 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%16 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%17 = or i1 %15, %16
	%18 = select i1 %17, float bitcast (i32 2143289344 to float), float %14
	%19 = bitcast float %18 to i32
	%20 = lshr i32 %19, 16
	%21 = trunc i32 %20 to i16
	%22 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %21, ptr addrspace(1) %22
	ret void
}

define ptx_kernel void @max2_f32_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.maxnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @max2_f64_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double @llvm.maxnum.f64(double %3, double %5)
	%9 = call i1 @llvm.is.fpclass.f64(double %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f64(double %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, double bitcast (i64 u0x7FF8000000000000 to double), double %8
	%13 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @max2_f16x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @max2_bf16x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %10, i32 1)
	%16 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %13, i32 1)
	%17 = or <2 x i1> %15, %16
	%18 = select <2 x i1> %17, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %14
	%19 = bitcast <2 x float> %18 to <2 x i32>
	%20 = lshr <2 x i32> %19, <i32 16, i32 16>
	%21 = trunc <2 x i32> %20 to <2 x i16>
	%22 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %21, ptr addrspace(1) %22
	ret void
}

define ptx_kernel void @max2_f32x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %8
	%13 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @max3_f32_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.maxnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = call float @llvm.maxnum.f32(float %12, float %7)
	%14 = call i1 @llvm.is.fpclass.f32(float %12, i32 1)
	%15 = call i1 @llvm.is.fpclass.f32(float %7, i32 1)
	%16 = or i1 %14, %15
	%17 = select i1 %16, float bitcast (i32 2143289344 to float), float %13
	%18 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %17, ptr addrspace(1) %18
	ret void
}

define ptx_kernel void @max3_f16x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %12, <2 x half> %7)
	%14 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %12, i32 1)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %7, i32 1)
	%16 = or <2 x i1> %14, %15
	%17 = select <2 x i1> %16, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %13
	%18 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %17, ptr addrspace(1) %18
	ret void
}

define ptx_kernel void @max3_bf16_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call float @llvm.maxnum.f32(float %10, float %13)
	%18 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%19 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%20 = or i1 %18, %19
	%21 = select i1 %20, float bitcast (i32 2143289344 to float), float %17
	%22 = call float @llvm.maxnum.f32(float %21, float %16)
	%23 = call i1 @llvm.is.fpclass.f32(float %21, i32 1)
	%24 = call i1 @llvm.is.fpclass.f32(float %16, i32 1)
	%25 = or i1 %23, %24
	%26 = select i1 %25, float bitcast (i32 2143289344 to float), float %22
	%27 = bitcast float %26 to i32
	%28 = lshr i32 %27, 16
	%29 = trunc i32 %28 to i16
	%30 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %29, ptr addrspace(1) %30
	ret void
}

define ptx_kernel void @max2_f16_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call nsz half @llvm.maxnum.f16(half %3, half %5)
	%9 = call i1 @llvm.is.fpclass.f16(half %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f16(half %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, half bitcast (i16 32256 to half), half %8
	%13 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @max2_bf16_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call nsz float @llvm.maxnum.f32(float %10, float %13)
	%15 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%16 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%17 = or i1 %15, %16
	%18 = select i1 %17, float bitcast (i32 2143289344 to float), float %14
	%19 = bitcast float %18 to i32
	%20 = lshr i32 %19, 16
	%21 = trunc i32 %20 to i16
	%22 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %21, ptr addrspace(1) %22
	ret void
}

define ptx_kernel void @max2_f32_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.maxnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @max2_f64_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nsz double @llvm.maxnum.f64(double %3, double %5)
	%9 = call i1 @llvm.is.fpclass.f64(double %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f64(double %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, double bitcast (i64 u0x7FF8000000000000 to double), double %8
	%13 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @max2_f16x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @max2_bf16x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call nsz <2 x float> @llvm.maxnum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %10, i32 1)
	%16 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %13, i32 1)
	%17 = or <2 x i1> %15, %16
	%18 = select <2 x i1> %17, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %14
	%19 = bitcast <2 x float> %18 to <2 x i32>
	%20 = lshr <2 x i32> %19, <i32 16, i32 16>
	%21 = trunc <2 x i32> %20 to <2 x i16>
	%22 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %21, ptr addrspace(1) %22
	ret void
}

define ptx_kernel void @max2_f32x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call nsz <2 x float> @llvm.maxnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %8
	%13 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @max3_f32_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.maxnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = call nsz float @llvm.maxnum.f32(float %12, float %7)
	%14 = call i1 @llvm.is.fpclass.f32(float %12, i32 1)
	%15 = call i1 @llvm.is.fpclass.f32(float %7, i32 1)
	%16 = or i1 %14, %15
	%17 = select i1 %16, float bitcast (i32 2143289344 to float), float %13
	%18 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %17, ptr addrspace(1) %18
	ret void
}

define ptx_kernel void @max3_f16x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = call nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %12, <2 x half> %7)
	%14 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %12, i32 1)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %7, i32 1)
	%16 = or <2 x i1> %14, %15
	%17 = select <2 x i1> %16, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %13
	%18 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %17, ptr addrspace(1) %18
	ret void
}

define ptx_kernel void @max3_bf16_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call nsz float @llvm.maxnum.f32(float %10, float %13)
	%18 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%19 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%20 = or i1 %18, %19
	%21 = select i1 %20, float bitcast (i32 2143289344 to float), float %17
	%22 = call nsz float @llvm.maxnum.f32(float %21, float %16)
	%23 = call i1 @llvm.is.fpclass.f32(float %21, i32 1)
	%24 = call i1 @llvm.is.fpclass.f32(float %16, i32 1)
	%25 = or i1 %23, %24
	%26 = select i1 %25, float bitcast (i32 2143289344 to float), float %22
	%27 = bitcast float %26 to i32
	%28 = lshr i32 %27, 16
	%29 = trunc i32 %28 to i16
	%30 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %29, ptr addrspace(1) %30
	ret void
}

define ptx_kernel void @max2_f16_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = bitcast half %3 to i16
	%9 = bitcast half %5 to i16
	%10 = call i16 asm "max.f16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %9)
	%11 = bitcast i16 %10 to half
	%12 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_bf16_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "max.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f32_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f64_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double asm "max.f64 $0, $1, $2;", "=d,d,d"(double %3, double %5)
	%9 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f16x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "max.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_bf16x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = bitcast <2 x i16> %3 to i32
	%9 = bitcast <2 x i16> %5 to i32
	%10 = call i32 asm "max.bf16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x i16>
	%12 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_f32x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = extractelement <2 x float> %3, i32 0
	%9 = extractelement <2 x float> %5, i32 0
	%10 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %8, float %9)
	%11 = insertelement <2 x float> undef, float %10, i32 0
	%12 = extractelement <2 x float> %3, i32 1
	%13 = extractelement <2 x float> %5, i32 1
	%14 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %12, float %13)
	%15 = insertelement <2 x float> %11, float %14, i32 1
	%16 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @max3_f32_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max3_f16x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "max.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = bitcast <2 x half> %11 to i32
	%13 = bitcast <2 x half> %7 to i32
	%14 = call i32 asm "max.f16x2 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %13)
	%15 = bitcast i32 %14 to <2 x half>
	%16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @max3_bf16_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "max.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = call i16 asm "max.bf16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %7)
	%10 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max2_f16_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call nnan nsz half @llvm.maxnum.f16(half %3, half %5)
	%9 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_bf16_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "max.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f32_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nnan nsz float @llvm.maxnum.f32(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f64_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nnan nsz double @llvm.maxnum.f64(double %3, double %5)
	%9 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_f16x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nnan nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_bf16x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = bitcast <2 x i16> %3 to i32
	%9 = bitcast <2 x i16> %5 to i32
	%10 = call i32 asm "max.bf16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x i16>
	%12 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @max2_f32x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call nnan nsz <2 x float> @llvm.maxnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max3_f32_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nnan nsz float @llvm.maxnum.f32(float %3, float %5)
	%9 = call nnan nsz float @llvm.maxnum.f32(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max3_f16x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nnan nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call nnan nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %8, <2 x half> %7)
	%10 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max3_bf16_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "max.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = call i16 asm "max.bf16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %7)
	%10 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max2_s16_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 @llvm.smax.i16(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_u16_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 @llvm.umax.i16(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_s32_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %1
	%3 = load i32, ptr addrspace(1) %2
	%4 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %1
	%5 = load i32, ptr addrspace(1) %4
	%6 = getelementptr inbounds i32, ptr addrspace(1) %C, i64 %1
	%7 = load i32, ptr addrspace(1) %6
	%8 = call i32 @llvm.smax.i32(i32 %3, i32 %5)
	%9 = getelementptr inbounds i32, ptr addrspace(1) %Out, i64 %1
	store i32 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_u32_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %1
	%3 = load i32, ptr addrspace(1) %2
	%4 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %1
	%5 = load i32, ptr addrspace(1) %4
	%6 = getelementptr inbounds i32, ptr addrspace(1) %C, i64 %1
	%7 = load i32, ptr addrspace(1) %6
	%8 = call i32 @llvm.umax.i32(i32 %3, i32 %5)
	%9 = getelementptr inbounds i32, ptr addrspace(1) %Out, i64 %1
	store i32 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_s64_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i64, ptr addrspace(1) %A, i64 %1
	%3 = load i64, ptr addrspace(1) %2
	%4 = getelementptr inbounds i64, ptr addrspace(1) %B, i64 %1
	%5 = load i64, ptr addrspace(1) %4
	%6 = getelementptr inbounds i64, ptr addrspace(1) %C, i64 %1
	%7 = load i64, ptr addrspace(1) %6
	%8 = call i64 @llvm.smax.i64(i64 %3, i64 %5)
	%9 = getelementptr inbounds i64, ptr addrspace(1) %Out, i64 %1
	store i64 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_u64_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i64, ptr addrspace(1) %A, i64 %1
	%3 = load i64, ptr addrspace(1) %2
	%4 = getelementptr inbounds i64, ptr addrspace(1) %B, i64 %1
	%5 = load i64, ptr addrspace(1) %4
	%6 = getelementptr inbounds i64, ptr addrspace(1) %C, i64 %1
	%7 = load i64, ptr addrspace(1) %6
	%8 = call i64 @llvm.umax.i64(i64 %3, i64 %5)
	%9 = getelementptr inbounds i64, ptr addrspace(1) %Out, i64 %1
	store i64 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_s16x2_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = call <2 x i16> @llvm.smax.v2i16(<2 x i16> %3, <2 x i16> %5)
	%9 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max2_u16x2_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = call <2 x i16> @llvm.umax.v2i16(<2 x i16> %3, <2 x i16> %5)
	%9 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @max3_f32_number_poszero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %8, float 0.0)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max3_f32_number_negzero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %8, float bitcast (i32 -2147483648 to float))
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @max3_f16x2_number_poszero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "max.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = bitcast <2 x half> %11 to i32
	%13 = bitcast <2 x half> <half 0.0, half 0.0> to i32
	%14 = call i32 asm "max.f16x2 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %13)
	%15 = bitcast i32 %14 to <2 x half>
	%16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @max3_f16x2_number_mixedzero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "max.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = bitcast <2 x half> %11 to i32
	%13 = bitcast <2 x half> <half 0.0, half bitcast (i16 -32768 to half)> to i32
	%14 = call i32 asm "max.f16x2 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %13)
	%15 = bitcast i32 %14 to <2 x half>
	%16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @min2_f16_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = bitcast half %3 to i16
	%9 = bitcast half %5 to i16
	%10 = call i16 asm "min.f16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %9)
	%11 = bitcast i16 %10 to half
	%12 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_bf16_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "min.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f32_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f64_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double asm "min.f64 $0, $1, $2;", "=d,d,d"(double %3, double %5)
	%9 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f16x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "min.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_bf16x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = bitcast <2 x i16> %3 to i32
	%9 = bitcast <2 x i16> %5 to i32
	%10 = call i32 asm "min.bf16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x i16>
	%12 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_f32x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = extractelement <2 x float> %3, i32 0
	%9 = extractelement <2 x float> %5, i32 0
	%10 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %8, float %9)
	%11 = insertelement <2 x float> undef, float %10, i32 0
	%12 = extractelement <2 x float> %3, i32 1
	%13 = extractelement <2 x float> %5, i32 1
	%14 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %12, float %13)
	%15 = insertelement <2 x float> %11, float %14, i32 1
	%16 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @min3_f32_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min3_f16x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "min.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = bitcast <2 x half> %11 to i32
	%13 = bitcast <2 x half> %7 to i32
	%14 = call i32 asm "min.f16x2 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %13)
	%15 = bitcast i32 %14 to <2 x half>
	%16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @min3_bf16_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "min.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = call i16 asm "min.bf16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %7)
	%10 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min2_f16_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = bitcast half %3 to i16
	%9 = bitcast half %5 to i16
	%10 = call i16 asm "min.f16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %9)
	%11 = bitcast i16 %10 to half
	%12 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_bf16_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "min.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f32_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f64_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double asm "min.f64 $0, $1, $2;", "=d,d,d"(double %3, double %5)
	%9 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f16x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "min.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_bf16x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = bitcast <2 x i16> %3 to i32
	%9 = bitcast <2 x i16> %5 to i32
	%10 = call i32 asm "min.bf16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x i16>
	%12 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_f32x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = extractelement <2 x float> %3, i32 0
	%9 = extractelement <2 x float> %5, i32 0
	%10 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %8, float %9)
	%11 = insertelement <2 x float> undef, float %10, i32 0
	%12 = extractelement <2 x float> %3, i32 1
	%13 = extractelement <2 x float> %5, i32 1
	%14 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %12, float %13)
	%15 = insertelement <2 x float> %11, float %14, i32 1
	%16 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @min3_f32_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min3_f16x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "min.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = bitcast <2 x half> %11 to i32
	%13 = bitcast <2 x half> %7 to i32
	%14 = call i32 asm "min.f16x2 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %13)
	%15 = bitcast i32 %14 to <2 x half>
	%16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @min3_bf16_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "min.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = call i16 asm "min.bf16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %7)
	%10 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min2_f16_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = bitcast half %3 to i16
	%9 = bitcast half %5 to i16
	%10 = call i16 asm "min.NaN.f16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %9)
	%11 = bitcast i16 %10 to half
	%12 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_bf16_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "min.NaN.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f32_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f64_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double @llvm.minimum.f64(double %3, double %5)
	%9 = fcmp uno double %3, %5
	%10 = select i1 %9, double bitcast (i64 u0x7FF8000000000000 to double), double %8
	%11 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %10, ptr addrspace(1) %11
	ret void
}

define ptx_kernel void @min2_f16x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "min.NaN.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_bf16x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = bitcast <2 x i16> %3 to i32
	%9 = bitcast <2 x i16> %5 to i32
	%10 = call i32 asm "min.NaN.bf16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x i16>
	%12 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_f32x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = extractelement <2 x float> %3, i32 0
	%9 = extractelement <2 x float> %5, i32 0
	%10 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %8, float %9)
	%11 = insertelement <2 x float> undef, float %10, i32 0
	%12 = extractelement <2 x float> %3, i32 1
	%13 = extractelement <2 x float> %5, i32 1
	%14 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %12, float %13)
	%15 = insertelement <2 x float> %11, float %14, i32 1
	%16 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @min3_f32_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min3_f16x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "min.NaN.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = bitcast <2 x half> %11 to i32
	%13 = bitcast <2 x half> %7 to i32
	%14 = call i32 asm "min.NaN.f16x2 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %13)
	%15 = bitcast i32 %14 to <2 x half>
	%16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @min3_bf16_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "min.NaN.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = call i16 asm "min.NaN.bf16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %7)
	%10 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min2_f16_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = bitcast half %3 to i16
	%9 = bitcast half %5 to i16
	%10 = call i16 asm "min.NaN.f16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %9)
	%11 = bitcast i16 %10 to half
	%12 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_bf16_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "min.NaN.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f32_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f64_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nsz double @llvm.minimum.f64(double %3, double %5)
	%9 = fcmp uno double %3, %5
	%10 = select i1 %9, double bitcast (i64 u0x7FF8000000000000 to double), double %8
	%11 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %10, ptr addrspace(1) %11
	ret void
}

define ptx_kernel void @min2_f16x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "min.NaN.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_bf16x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = bitcast <2 x i16> %3 to i32
	%9 = bitcast <2 x i16> %5 to i32
	%10 = call i32 asm "min.NaN.bf16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x i16>
	%12 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_f32x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = extractelement <2 x float> %3, i32 0
	%9 = extractelement <2 x float> %5, i32 0
	%10 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %8, float %9)
	%11 = insertelement <2 x float> undef, float %10, i32 0
	%12 = extractelement <2 x float> %3, i32 1
	%13 = extractelement <2 x float> %5, i32 1
	%14 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %12, float %13)
	%15 = insertelement <2 x float> %11, float %14, i32 1
	%16 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @min3_f32_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min3_f16x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "min.NaN.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = bitcast <2 x half> %11 to i32
	%13 = bitcast <2 x half> %7 to i32
	%14 = call i32 asm "min.NaN.f16x2 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %13)
	%15 = bitcast i32 %14 to <2 x half>
	%16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @min3_bf16_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "min.NaN.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = call i16 asm "min.NaN.bf16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %7)
	%10 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min2_f16_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call half @llvm.minnum.f16(half %3, half %5)
	%9 = call i1 @llvm.is.fpclass.f16(half %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f16(half %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, half bitcast (i16 32256 to half), half %8
	%13 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @min2_bf16_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call float @llvm.minnum.f32(float %10, float %13)
	%15 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%16 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%17 = or i1 %15, %16
	%18 = select i1 %17, float bitcast (i32 2143289344 to float), float %14
	%19 = bitcast float %18 to i32
	%20 = lshr i32 %19, 16
	%21 = trunc i32 %20 to i16
	%22 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %21, ptr addrspace(1) %22
	ret void
}

define ptx_kernel void @min2_f32_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.minnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @min2_f64_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double @llvm.minnum.f64(double %3, double %5)
	%9 = call i1 @llvm.is.fpclass.f64(double %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f64(double %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, double bitcast (i64 u0x7FF8000000000000 to double), double %8
	%13 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @min2_f16x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @min2_bf16x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call <2 x float> @llvm.minnum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %10, i32 1)
	%16 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %13, i32 1)
	%17 = or <2 x i1> %15, %16
	%18 = select <2 x i1> %17, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %14
	%19 = bitcast <2 x float> %18 to <2 x i32>
	%20 = lshr <2 x i32> %19, <i32 16, i32 16>
	%21 = trunc <2 x i32> %20 to <2 x i16>
	%22 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %21, ptr addrspace(1) %22
	ret void
}

define ptx_kernel void @min2_f32x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call <2 x float> @llvm.minnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %8
	%13 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @min3_f32_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.minnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = call float @llvm.minnum.f32(float %12, float %7)
	%14 = call i1 @llvm.is.fpclass.f32(float %12, i32 1)
	%15 = call i1 @llvm.is.fpclass.f32(float %7, i32 1)
	%16 = or i1 %14, %15
	%17 = select i1 %16, float bitcast (i32 2143289344 to float), float %13
	%18 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %17, ptr addrspace(1) %18
	ret void
}

define ptx_kernel void @min3_f16x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %12, <2 x half> %7)
	%14 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %12, i32 1)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %7, i32 1)
	%16 = or <2 x i1> %14, %15
	%17 = select <2 x i1> %16, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %13
	%18 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %17, ptr addrspace(1) %18
	ret void
}

define ptx_kernel void @min3_bf16_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call float @llvm.minnum.f32(float %10, float %13)
	%18 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%19 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%20 = or i1 %18, %19
	%21 = select i1 %20, float bitcast (i32 2143289344 to float), float %17
	%22 = call float @llvm.minnum.f32(float %21, float %16)
	%23 = call i1 @llvm.is.fpclass.f32(float %21, i32 1)
	%24 = call i1 @llvm.is.fpclass.f32(float %16, i32 1)
	%25 = or i1 %23, %24
	%26 = select i1 %25, float bitcast (i32 2143289344 to float), float %22
	%27 = bitcast float %26 to i32
	%28 = lshr i32 %27, 16
	%29 = trunc i32 %28 to i16
	%30 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %29, ptr addrspace(1) %30
	ret void
}

define ptx_kernel void @min2_f16_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call nsz half @llvm.minnum.f16(half %3, half %5)
	%9 = call i1 @llvm.is.fpclass.f16(half %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f16(half %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, half bitcast (i16 32256 to half), half %8
	%13 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @min2_bf16_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call nsz float @llvm.minnum.f32(float %10, float %13)
	%15 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%16 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%17 = or i1 %15, %16
	%18 = select i1 %17, float bitcast (i32 2143289344 to float), float %14
	%19 = bitcast float %18 to i32
	%20 = lshr i32 %19, 16
	%21 = trunc i32 %20 to i16
	%22 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %21, ptr addrspace(1) %22
	ret void
}

define ptx_kernel void @min2_f32_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.minnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @min2_f64_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nsz double @llvm.minnum.f64(double %3, double %5)
	%9 = call i1 @llvm.is.fpclass.f64(double %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f64(double %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, double bitcast (i64 u0x7FF8000000000000 to double), double %8
	%13 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @min2_f16x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @min2_bf16x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call nsz <2 x float> @llvm.minnum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %10, i32 1)
	%16 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %13, i32 1)
	%17 = or <2 x i1> %15, %16
	%18 = select <2 x i1> %17, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %14
	%19 = bitcast <2 x float> %18 to <2 x i32>
	%20 = lshr <2 x i32> %19, <i32 16, i32 16>
	%21 = trunc <2 x i32> %20 to <2 x i16>
	%22 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %21, ptr addrspace(1) %22
	ret void
}

define ptx_kernel void @min2_f32x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call nsz <2 x float> @llvm.minnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %8
	%13 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %12, ptr addrspace(1) %13
	ret void
}

define ptx_kernel void @min3_f32_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.minnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = call nsz float @llvm.minnum.f32(float %12, float %7)
	%14 = call i1 @llvm.is.fpclass.f32(float %12, i32 1)
	%15 = call i1 @llvm.is.fpclass.f32(float %7, i32 1)
	%16 = or i1 %14, %15
	%17 = select i1 %16, float bitcast (i32 2143289344 to float), float %13
	%18 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %17, ptr addrspace(1) %18
	ret void
}

define ptx_kernel void @min3_f16x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = call nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %12, <2 x half> %7)
	%14 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %12, i32 1)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %7, i32 1)
	%16 = or <2 x i1> %14, %15
	%17 = select <2 x i1> %16, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %13
	%18 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %17, ptr addrspace(1) %18
	ret void
}

define ptx_kernel void @min3_bf16_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call nsz float @llvm.minnum.f32(float %10, float %13)
	%18 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%19 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%20 = or i1 %18, %19
	%21 = select i1 %20, float bitcast (i32 2143289344 to float), float %17
	%22 = call nsz float @llvm.minnum.f32(float %21, float %16)
	%23 = call i1 @llvm.is.fpclass.f32(float %21, i32 1)
	%24 = call i1 @llvm.is.fpclass.f32(float %16, i32 1)
	%25 = or i1 %23, %24
	%26 = select i1 %25, float bitcast (i32 2143289344 to float), float %22
	%27 = bitcast float %26 to i32
	%28 = lshr i32 %27, 16
	%29 = trunc i32 %28 to i16
	%30 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %29, ptr addrspace(1) %30
	ret void
}

define ptx_kernel void @min2_f16_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = bitcast half %3 to i16
	%9 = bitcast half %5 to i16
	%10 = call i16 asm "min.f16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %9)
	%11 = bitcast i16 %10 to half
	%12 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_bf16_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "min.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f32_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f64_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double asm "min.f64 $0, $1, $2;", "=d,d,d"(double %3, double %5)
	%9 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f16x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "min.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_bf16x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = bitcast <2 x i16> %3 to i32
	%9 = bitcast <2 x i16> %5 to i32
	%10 = call i32 asm "min.bf16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x i16>
	%12 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_f32x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = extractelement <2 x float> %3, i32 0
	%9 = extractelement <2 x float> %5, i32 0
	%10 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %8, float %9)
	%11 = insertelement <2 x float> undef, float %10, i32 0
	%12 = extractelement <2 x float> %3, i32 1
	%13 = extractelement <2 x float> %5, i32 1
	%14 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %12, float %13)
	%15 = insertelement <2 x float> %11, float %14, i32 1
	%16 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @min3_f32_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min3_f16x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "min.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = bitcast <2 x half> %11 to i32
	%13 = bitcast <2 x half> %7 to i32
	%14 = call i32 asm "min.f16x2 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %13)
	%15 = bitcast i32 %14 to <2 x half>
	%16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @min3_bf16_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "min.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = call i16 asm "min.bf16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %7)
	%10 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min2_f16_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call nnan nsz half @llvm.minnum.f16(half %3, half %5)
	%9 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_bf16_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "min.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f32_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nnan nsz float @llvm.minnum.f32(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f64_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nnan nsz double @llvm.minnum.f64(double %3, double %5)
	%9 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_f16x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nnan nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_bf16x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = bitcast <2 x i16> %3 to i32
	%9 = bitcast <2 x i16> %5 to i32
	%10 = call i32 asm "min.bf16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x i16>
	%12 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %11, ptr addrspace(1) %12
	ret void
}

define ptx_kernel void @min2_f32x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call nnan nsz <2 x float> @llvm.minnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min3_f32_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nnan nsz float @llvm.minnum.f32(float %3, float %5)
	%9 = call nnan nsz float @llvm.minnum.f32(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min3_f16x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nnan nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call nnan nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %8, <2 x half> %7)
	%10 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min3_bf16_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 asm "min.bf16 $0, $1, $2;", "=h,h,h"(i16 %3, i16 %5)
	%9 = call i16 asm "min.bf16 $0, $1, $2;", "=h,h,h"(i16 %8, i16 %7)
	%10 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min2_s16_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 @llvm.smin.i16(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_u16_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 @llvm.umin.i16(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_s32_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %1
	%3 = load i32, ptr addrspace(1) %2
	%4 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %1
	%5 = load i32, ptr addrspace(1) %4
	%6 = getelementptr inbounds i32, ptr addrspace(1) %C, i64 %1
	%7 = load i32, ptr addrspace(1) %6
	%8 = call i32 @llvm.smin.i32(i32 %3, i32 %5)
	%9 = getelementptr inbounds i32, ptr addrspace(1) %Out, i64 %1
	store i32 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_u32_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %1
	%3 = load i32, ptr addrspace(1) %2
	%4 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %1
	%5 = load i32, ptr addrspace(1) %4
	%6 = getelementptr inbounds i32, ptr addrspace(1) %C, i64 %1
	%7 = load i32, ptr addrspace(1) %6
	%8 = call i32 @llvm.umin.i32(i32 %3, i32 %5)
	%9 = getelementptr inbounds i32, ptr addrspace(1) %Out, i64 %1
	store i32 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_s64_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i64, ptr addrspace(1) %A, i64 %1
	%3 = load i64, ptr addrspace(1) %2
	%4 = getelementptr inbounds i64, ptr addrspace(1) %B, i64 %1
	%5 = load i64, ptr addrspace(1) %4
	%6 = getelementptr inbounds i64, ptr addrspace(1) %C, i64 %1
	%7 = load i64, ptr addrspace(1) %6
	%8 = call i64 @llvm.smin.i64(i64 %3, i64 %5)
	%9 = getelementptr inbounds i64, ptr addrspace(1) %Out, i64 %1
	store i64 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_u64_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i64, ptr addrspace(1) %A, i64 %1
	%3 = load i64, ptr addrspace(1) %2
	%4 = getelementptr inbounds i64, ptr addrspace(1) %B, i64 %1
	%5 = load i64, ptr addrspace(1) %4
	%6 = getelementptr inbounds i64, ptr addrspace(1) %C, i64 %1
	%7 = load i64, ptr addrspace(1) %6
	%8 = call i64 @llvm.umin.i64(i64 %3, i64 %5)
	%9 = getelementptr inbounds i64, ptr addrspace(1) %Out, i64 %1
	store i64 %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_s16x2_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = call <2 x i16> @llvm.smin.v2i16(<2 x i16> %3, <2 x i16> %5)
	%9 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min2_u16x2_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = call <2 x i16> @llvm.umin.v2i16(<2 x i16> %3, <2 x i16> %5)
	%9 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %8, ptr addrspace(1) %9
	ret void
}

define ptx_kernel void @min3_f32_number_poszero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %8, float 0.0)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min3_f32_number_negzero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %3, float %5)
	%9 = call float asm "min.f32 $0, $1, $2;", "=f,f,f"(float %8, float bitcast (i32 -2147483648 to float))
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define ptx_kernel void @min3_f16x2_number_poszero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "min.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = bitcast <2 x half> %11 to i32
	%13 = bitcast <2 x half> <half 0.0, half 0.0> to i32
	%14 = call i32 asm "min.f16x2 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %13)
	%15 = bitcast i32 %14 to <2 x half>
	%16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %15, ptr addrspace(1) %16
	ret void
}

define ptx_kernel void @min3_f16x2_number_mixedzero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "target-cpu"="sm_80" {
bb-entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = bitcast <2 x half> %3 to i32
	%9 = bitcast <2 x half> %5 to i32
	%10 = call i32 asm "min.f16x2 $0, $1, $2;", "=r,r,r"(i32 %8, i32 %9)
	%11 = bitcast i32 %10 to <2 x half>
	%12 = bitcast <2 x half> %11 to i32
	%13 = bitcast <2 x half> <half 0.0, half bitcast (i16 -32768 to half)> to i32
	%14 = call i32 asm "min.f16x2 $0, $1, $2;", "=r,r,r"(i32 %12, i32 %13)
	%15 = bitcast i32 %14 to <2 x half>
	%16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %15, ptr addrspace(1) %16
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare double @llvm.maximum.f64(double %0, double %1)

declare half @llvm.maxnum.f16(half %0, half %1)

declare i1 @llvm.is.fpclass.f16(half %0, i32 %1)

declare float @llvm.maxnum.f32(float %0, float %1)

declare i1 @llvm.is.fpclass.f32(float %0, i32 %1)

declare double @llvm.maxnum.f64(double %0, double %1)

declare i1 @llvm.is.fpclass.f64(double %0, i32 %1)

declare <2 x half> @llvm.maxnum.v2f16(<2 x half> %0, <2 x half> %1)

declare <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %0, i32 %1)

declare <2 x float> @llvm.maxnum.v2f32(<2 x float> %0, <2 x float> %1)

declare <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %0, i32 %1)

declare i16 @llvm.smax.i16(i16 %0, i16 %1)

declare i16 @llvm.umax.i16(i16 %0, i16 %1)

declare i32 @llvm.smax.i32(i32 %0, i32 %1)

declare i32 @llvm.umax.i32(i32 %0, i32 %1)

declare i64 @llvm.smax.i64(i64 %0, i64 %1)

declare i64 @llvm.umax.i64(i64 %0, i64 %1)

declare <2 x i16> @llvm.smax.v2i16(<2 x i16> %0, <2 x i16> %1)

declare <2 x i16> @llvm.umax.v2i16(<2 x i16> %0, <2 x i16> %1)

declare double @llvm.minimum.f64(double %0, double %1)

declare half @llvm.minnum.f16(half %0, half %1)

declare float @llvm.minnum.f32(float %0, float %1)

declare double @llvm.minnum.f64(double %0, double %1)

declare <2 x half> @llvm.minnum.v2f16(<2 x half> %0, <2 x half> %1)

declare <2 x float> @llvm.minnum.v2f32(<2 x float> %0, <2 x float> %1)

declare i16 @llvm.smin.i16(i16 %0, i16 %1)

declare i16 @llvm.umin.i16(i16 %0, i16 %1)

declare i32 @llvm.smin.i32(i32 %0, i32 %1)

declare i32 @llvm.umin.i32(i32 %0, i32 %1)

declare i64 @llvm.smin.i64(i64 %0, i64 %1)

declare i64 @llvm.umin.i64(i64 %0, i64 %1)

declare <2 x i16> @llvm.smin.v2i16(<2 x i16> %0, <2 x i16> %1)

declare <2 x i16> @llvm.umin.v2i16(<2 x i16> %0, <2 x i16> %1)
