#pragma once

int B();
